/**
 * The posts feature's public face: what routes (and other features) may import.
 * Everything else under features/posts is its own (eslint.config.js enforces it).
 * Home imports Recent News from here: what it exports must stay light (Manage Posts
 * is loaded lazily).
 */
export { ManagePosts } from './components/lazy-manage-posts';
export { NewsPost } from './components/lazy-news-post';
export { RecentNews } from './components/recent-news';
