// News (spec §3 News, §4 promoted news). Other features import only from here.
export { PromotedNews } from './components/promoted-news';
export { DISMISSED_NEWS_ATTRIBUTE, markDismissedNews } from './promoted-news-storage';
export { NewsListScreen, newsHref } from './components/news-list';
export { NewsArticle } from './components/news-article';
export { getAllNews, getNewsItem, NEWS_PAGE_SIZE } from './api/get-news';
