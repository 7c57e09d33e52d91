import { assertVenueWebsite } from './venue-website.js';
import { InvalidWebsiteError } from './venues.errors.js';

describe('assertVenueWebsite', () => {
  it.each(['https://tavern.example.com', 'http://tavern.example.com/poker', 'HTTPS://TAVERN.EXAMPLE.COM', '', '  ', null, undefined])(
    'accepts %p',
    (website) => expect(() => assertVenueWebsite(website)).not.toThrow(),
  );
  it.each(['tavern.example.com', 'www.tavern.example.com', 'ftp://tavern.example.com', 'https:/tavern', 'javascript:alert(1)'])(
    'refuses %p',
    (website) => expect(() => assertVenueWebsite(website)).toThrow(new InvalidWebsiteError()),
  );
});
