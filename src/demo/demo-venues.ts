import { EventType } from '../shared/domain/event-type.js';
import { EventDay, Frequency } from '../modules/venues/domain/series-schedule.js';
import type { DemoHostKey } from './demo-names.js';

/** Who runs a series: one of the league's hosts, or a demo role account. */
export type SeriesHostKey = DemoHostKey | 'host' | 'manager' | 'admin';

export interface DemoSeriesPlan {
  readonly eventDay: EventDay;
  readonly frequency: Frequency;
  /** HH:mm in the venue's time zone */
  readonly time: string;
  readonly eventType: typeof EventType.Regular | typeof EventType.Satellite;
  readonly host: SeriesHostKey;
  /** when the night was started; older venues started before the demo's two years */
  readonly startedMonthsAgo: number;
  /** a night the venue dropped: no games after this */
  readonly stoppedMonthsAgo?: number;
}

export interface DemoVenuePlan {
  readonly title: string;
  readonly contactName: string;
  /** fictional 555-01xx numbers */
  readonly phone: string;
  /** the venue's made-up domain under example.com; the website and e-mail use it */
  readonly domain: string;
  readonly location: string;
  readonly address: string;
  readonly city: string;
  readonly zipCode: string;
  readonly notes: string | null;
  /** average players at a regular game, before the season swings */
  readonly turnout: number;
  readonly series: readonly DemoSeriesPlan[];
}

const { Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, Saturday } = EventDay;
const { Weekly, BiWeekly, FirstWeek, LastWeek } = Frequency;
const Regular = EventType.Regular;
const Satellite = EventType.Satellite;

/**
 * A dozen fictional bars and taverns around Puget Sound. Addresses look real but
 * the businesses are made up; most run one or two weekly nights, plus one
 * every-other-week night, one first-of-the-month satellite, one last-of-the-month
 * satellite, one night that was dropped, and one venue that joined recently.
 */
export const DEMO_VENUES: readonly DemoVenuePlan[] = [
  {
    title: 'The Rusty Anchor Tavern',
    contactName: 'Sheila Brandt',
    phone: '(206) 555-0142',
    domain: 'rustyanchortavern',
    location: 'Back room past the pool tables',
    address: '2207 NW Market St',
    city: 'Seattle',
    zipCode: '98107',
    notes: 'Street parking only; the kitchen closes at 10 PM.',
    turnout: 26,
    series: [
      { eventDay: Tuesday, frequency: Weekly, time: '19:00', eventType: Regular, host: 'host', startedMonthsAgo: 60 },
      {
        eventDay: Sunday,
        frequency: FirstWeek,
        time: '18:00',
        eventType: Satellite,
        host: 'host',
        startedMonthsAgo: 40,
      },
    ],
  },
  {
    title: 'Copper Kettle Pub',
    contactName: 'Ray Dunleavy',
    phone: '(253) 555-0117',
    domain: 'copperkettlepub',
    location: 'Upstairs banquet room',
    address: '1120 Pacific Ave',
    city: 'Tacoma',
    zipCode: '98402',
    notes: null,
    turnout: 22,
    series: [
      { eventDay: Monday, frequency: Weekly, time: '19:00', eventType: Regular, host: 'dana', startedMonthsAgo: 55 },
      { eventDay: Thursday, frequency: Weekly, time: '19:00', eventType: Regular, host: 'dana', startedMonthsAgo: 30 },
    ],
  },
  {
    title: 'Timberline Taphouse',
    contactName: 'Josie Kerr',
    phone: '(425) 555-0163',
    domain: 'timberlinetaphouse',
    location: 'Main floor, north tables',
    address: '2930 Colby Ave',
    city: 'Everett',
    zipCode: '98201',
    notes: '21+ only after 8 PM.',
    turnout: 18,
    series: [
      {
        eventDay: Wednesday,
        frequency: Weekly,
        time: '19:00',
        eventType: Regular,
        host: 'marcus',
        startedMonthsAgo: 48,
      },
    ],
  },
  {
    title: 'Blue Heron Bar & Grill',
    contactName: 'Victor Salas',
    phone: '(425) 555-0188',
    domain: 'blueheronbargrill',
    location: 'Patio room (heated in winter)',
    address: '14620 NE 20th St',
    city: 'Bellevue',
    zipCode: '98007',
    notes: 'Happy hour prices for league players until 7 PM.',
    turnout: 24,
    series: [
      { eventDay: Thursday, frequency: Weekly, time: '18:30', eventType: Regular, host: 'priya', startedMonthsAgo: 44 },
      { eventDay: Sunday, frequency: BiWeekly, time: '18:00', eventType: Regular, host: 'priya', startedMonthsAgo: 36 },
    ],
  },
  {
    title: 'Northbound Brewing Co.',
    contactName: 'Hollis Grady',
    phone: '(425) 555-0121',
    domain: 'northboundbrewing',
    location: 'Taproom long tables',
    address: '16345 Cleveland St',
    city: 'Redmond',
    zipCode: '98052',
    notes: null,
    turnout: 20,
    series: [
      { eventDay: Tuesday, frequency: Weekly, time: '18:30', eventType: Regular, host: 'tomas', startedMonthsAgo: 38 },
    ],
  },
  {
    title: 'Lucky Otter Lounge',
    contactName: 'Dee Marchetti',
    phone: '(253) 555-0175',
    domain: 'luckyotterlounge',
    location: 'Lounge side, by the fireplace',
    address: '318 W Meeker St',
    city: 'Kent',
    zipCode: '98032',
    notes: 'Ask for the league table tops at the bar.',
    turnout: 21,
    series: [
      { eventDay: Friday, frequency: Weekly, time: '19:00', eventType: Regular, host: 'keisha', startedMonthsAgo: 50 },
      {
        eventDay: Saturday,
        frequency: LastWeek,
        time: '18:00',
        eventType: Satellite,
        host: 'keisha',
        startedMonthsAgo: 34,
      },
    ],
  },
  {
    title: 'Capitol Alehouse',
    contactName: 'Nora Pike',
    phone: '(360) 555-0139',
    domain: 'capitolalehouse',
    location: 'Back dining room',
    address: '411 4th Ave E',
    city: 'Olympia',
    zipCode: '98501',
    notes: null,
    turnout: 16,
    series: [
      { eventDay: Monday, frequency: Weekly, time: '18:30', eventType: Regular, host: 'grant', startedMonthsAgo: 46 },
      {
        eventDay: Wednesday,
        frequency: Weekly,
        time: '19:30',
        eventType: Regular,
        host: 'grant',
        startedMonthsAgo: 28,
      },
    ],
  },
  {
    title: 'Cedar & Stone Kitchen',
    contactName: 'Andrea Voss',
    phone: '(425) 555-0156',
    domain: 'cedarandstonekitchen',
    location: 'Private room off the bar',
    address: '19820 44th Ave W',
    city: 'Lynnwood',
    zipCode: '98036',
    notes: 'Validated parking in the garage behind the building.',
    turnout: 19,
    series: [
      {
        eventDay: Wednesday,
        frequency: Weekly,
        time: '18:00',
        eventType: Regular,
        host: 'manager',
        startedMonthsAgo: 42,
      },
    ],
  },
  {
    title: 'Harbor Lights Tavern',
    contactName: 'Gus Tremblay',
    phone: '(360) 555-0128',
    domain: 'harborlightstavern',
    location: 'Harbor-view room',
    address: '245 4th St',
    city: 'Bremerton',
    zipCode: '98337',
    notes: 'Ferry riders: the game ends in time for the 11:10 PM boat.',
    turnout: 14,
    series: [
      { eventDay: Sunday, frequency: Weekly, time: '18:00', eventType: Regular, host: 'meilin', startedMonthsAgo: 52 },
    ],
  },
  {
    title: 'The Gilded Moose',
    contactName: 'Frank Osei',
    phone: '(253) 555-0194',
    domain: 'thegildedmoose',
    location: 'Lodge room',
    address: '112 S Meridian',
    city: 'Puyallup',
    zipCode: '98371',
    notes: null,
    turnout: 17,
    series: [
      { eventDay: Thursday, frequency: Weekly, time: '19:00', eventType: Regular, host: 'bobby', startedMonthsAgo: 40 },
      { eventDay: Saturday, frequency: Weekly, time: '18:00', eventType: Regular, host: 'host', startedMonthsAgo: 32 },
    ],
  },
  {
    title: 'Red Barn Roadhouse',
    contactName: 'Lorna Haskell',
    phone: '(425) 555-0110',
    domain: 'redbarnroadhouse',
    location: 'Hayloft room upstairs',
    address: '720 S 3rd St',
    city: 'Renton',
    zipCode: '98057',
    notes: 'The Friday game moved to Monday when the band nights started.',
    turnout: 15,
    series: [
      { eventDay: Monday, frequency: Weekly, time: '19:00', eventType: Regular, host: 'admin', startedMonthsAgo: 16 },
      {
        eventDay: Friday,
        frequency: Weekly,
        time: '19:00',
        eventType: Regular,
        host: 'marcus',
        startedMonthsAgo: 45,
        stoppedMonthsAgo: 16,
      },
    ],
  },
  {
    title: 'Salty Gull Sports Bar',
    contactName: 'Marty Quinlan',
    phone: '(425) 555-0147',
    domain: 'saltygullsportsbar',
    location: 'Game room behind the big screens',
    address: '10024 Main St',
    city: 'Bothell',
    zipCode: '98011',
    notes: 'Newest venue in the league.',
    turnout: 13,
    series: [
      { eventDay: Tuesday, frequency: Weekly, time: '19:30', eventType: Regular, host: 'tomas', startedMonthsAgo: 7 },
    ],
  },
];

/** The hosting venue's web address; made-up names under example.com, so no link reaches a real business. */
export const venueWebsite = (venue: DemoVenuePlan): string => `https://${venue.domain}.example.com`;

export const venueEmail = (venue: DemoVenuePlan): string => `events@${venue.domain}.example.com`;

/** A map search for the venue, as the venue form would store it. */
export const venueMapUrl = (venue: DemoVenuePlan): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venue.title}, ${venue.address}, ${venue.city}, WA ${venue.zipCode}`)}`;
