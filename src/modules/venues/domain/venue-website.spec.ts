import { isVenueWebsite } from './venue-website.js';

describe('isVenueWebsite', () => {
  it.each([
    'https://tavern.example.com',
    'http://tavern.example.com/poker',
    'HTTPS://TAVERN.EXAMPLE.COM',
    '',
    '  ',
    null,
    undefined,
  ])('accepts %p', (website) => expect(isVenueWebsite(website)).toBe(true));
  it.each([
    'tavern.example.com',
    'www.tavern.example.com',
    'ftp://tavern.example.com',
    'https:/tavern',
    'javascript:alert(1)',
    'JavaScript:alert(1)//https://x',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://',
    'https://a.example/\u2028x',
  ])('refuses %p', (website) => expect(isVenueWebsite(website)).toBe(false));
});
