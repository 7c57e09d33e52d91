import { isVenueWebsite } from './venue-website.js';

describe('isVenueWebsite', () => {
  it.each(['https://tavern.example.com', 'http://tavern.example.com/poker', 'HTTPS://TAVERN.EXAMPLE.COM', '', '  ', null, undefined])('accepts %p', (website) =>
    expect(isVenueWebsite(website)).toBe(true),
  );
  it.each(['tavern.example.com', 'www.tavern.example.com', 'ftp://tavern.example.com', 'https:/tavern', 'javascript:alert(1)'])('refuses %p', (website) =>
    expect(isVenueWebsite(website)).toBe(false),
  );
});
