import { Module } from '@nestjs/common';
import { SitemapController } from './interface/sitemap.controller.js';

/**
 * /sitemap.xml and /robots.txt for search engines (issue 31). No tables of its own: like the
 * embeds, it asks the games, posts and venues modules' public queries (QueryBus).
 */
@Module({ controllers: [SitemapController] })
export class SitemapModule {}
