// The blog (spec §3 Blog, §7 Content; shown when IS_BLOG_ACTIVATED). Other features import only from here.
export { BlogArticlePage, BlogFolderPage, BlogScreen } from './components/blog-screens';
export {
  BLOG_PAGE_SIZE,
  getArticle,
  getArticleAriane,
  getBlogList,
  getBlogSitemapItems,
  getFolderAriane,
} from './api/get-blog';
export { articleHref, blogCrumbs, blogPathOf, folderHref, type BlogCrumb } from './paths';
