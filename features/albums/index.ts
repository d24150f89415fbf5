// Albums (spec §7 Content: GET /album, GET /album/{id}). Other features import only from here.
export { getAlbum, getAlbums } from './api/get-albums';
export { AlbumList } from './components/album-list';
export { AlbumPage } from './components/album-page';
export { albumHref } from './album-images';
