// Albums (spec §7 Content: GET /album). Other features import only from here.
export { getAlbums } from './api/get-albums';
export { AlbumList } from './components/album-list';
