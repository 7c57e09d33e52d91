import { currentSeasonOf, standingsMailText } from './standings-mail.js';

const ZONE = 'America/Los_Angeles';

describe('currentSeasonOf', () => {
  it('is the season holding the game that ends first (seasons overlap by three months)', () => {
    // December: Winter (Aug-Jan) and Spring (Nov-Apr) hold it; Winter ends first.
    expect(currentSeasonOf(new Date('2026-12-10T20:00:00-08:00'), ZONE)).toMatchObject({
      year: 2027,
      period: 'Q1',
      name: 'Winter',
    });
    // February: Spring (Nov-Apr) and Summer (Feb-Jul).
    expect(currentSeasonOf(new Date('2027-02-01T08:00:00Z'), ZONE)).toMatchObject({
      year: 2027,
      period: 'Q2',
      name: 'Spring',
    });
    // The last evening of October in the league zone is still Fall's (already November in UTC).
    expect(currentSeasonOf(new Date('2026-10-31T22:00:00-07:00'), ZONE)).toMatchObject({
      year: 2026,
      period: 'Q4',
      name: 'Fall',
    });
  });
});

describe('standingsMailText', () => {
  const facts = {
    firstName: 'Ann',
    gameName: 'Tuesday Night',
    venueName: 'The Anchor',
    seasonName: 'Winter',
    place: 2,
    points: 30,
    rank: 3,
    totalPoints: 120,
    siteName: 'League',
    unsubscribeUrl: 'https://x/u/1-a',
  };

  it('gives the place, points, standing and the unsubscribe link', () => {
    const { subject, text } = standingsMailText(facts);
    expect(subject).toBe('League: your results from Tuesday Night');
    expect(text).toContain('You finished 2nd and scored 30 points.');
    expect(text).toContain('You are 3rd at The Anchor this Winter season, with 120 points.');
    expect(text).toContain('https://x/u/1-a');
  });

  it('says so when the player was not placed or has no points there yet', () => {
    const { text } = standingsMailText({ ...facts, place: 0, points: 0, rank: 0, totalPoints: 0 });
    expect(text).toContain('You scored 0 points.');
    expect(text).toContain('You have no points at The Anchor this Winter season yet.');
  });
});
