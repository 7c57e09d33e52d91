/**
 * Builders: each makes just what a test needs, through the same module paths
 * the demo seeder uses (src/modules/<module>/infrastructure/<module>.demo-seeder.ts:
 * the module's own rules, repositories or bulk writer), and answers typed records
 * with their ids. Defaults are unique per call, so builders never collide and no
 * test needs to know what else is in its database.
 *
 *   const host = await aPlayer(app, { userType: UserType.Host });
 *   const { venue, event } = await aVenueWithSeries(app, { event: { hostID: host.playerID } });
 *   const game = await aGameWithEntries(app, 8, { venueID: venue.venueID, ended: true }); // game.entries: places and points
 *   const token = await host.login();
 *   const post = await aPost(app, { publishDate: '2030-01-01T00:00:00Z' }); // HTML as given, not sanitised
 *
 * One file per module in builders/, like the modules' own demo seeders; import them from here.
 */
export { TEST_PASSWORD, type BuildTarget } from './builders/build-target.js';
export * from './builders/players.builders.js';
export * from './builders/venues.builders.js';
export * from './builders/games.builders.js';
export * from './builders/posts.builders.js';
export * from './builders/points.builders.js';
export * from './builders/deposits.builders.js';
