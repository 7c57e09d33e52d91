/**
 * Name lists for the demo league's fictional players. Combinations are drawn
 * with a seeded generator (demo-random.ts), so every install gets the same people.
 */

export const FIRST_NAMES: readonly string[] = [
  'Aaron', 'Abby', 'Adrian', 'Aisha', 'Alejandro', 'Alex', 'Alicia', 'Amara', 'Amir', 'Ana',
  'Andre', 'Angela', 'Anh', 'Anthony', 'Arjun', 'Ava', 'Ben', 'Bianca', 'Brandon', 'Brianna',
  'Bryce', 'Caleb', 'Camila', 'Carlos', 'Carmen', 'Casey', 'Chen', 'Chloe', 'Chris', 'Claire',
  'Colin', 'Connor', 'Dakota', 'Dallas', 'Dana', 'Daniel', 'Danielle', 'Darius', 'Deepa', 'Derek',
  'Desmond', 'Diego', 'Dmitri', 'Dylan', 'Eduardo', 'Elena', 'Eli', 'Elijah', 'Emily', 'Emma',
  'Eric', 'Esther', 'Ethan', 'Farah', 'Felix', 'Fernando', 'Fiona', 'Gabriel', 'Gavin', 'Grace',
  'Greg', 'Hana', 'Hannah', 'Hector', 'Hiro', 'Ian', 'Imani', 'Isaac', 'Isabel', 'Ivan',
  'Jack', 'Jada', 'Jamal', 'James', 'Jasmine', 'Jason', 'Javier', 'Jenna', 'Jeremy', 'Jess',
  'Jin', 'Joanna', 'Joel', 'Jordan', 'Jorge', 'Joseph', 'Julia', 'Julian', 'Justin', 'Kai',
  'Karen', 'Katie', 'Keanu', 'Keith', 'Kelsey', 'Kenji', 'Kevin', 'Kiara', 'Kyle', 'Lana',
  'Laura', 'Leila', 'Leo', 'Liam', 'Lily', 'Logan', 'Lorenzo', 'Lucas', 'Lucia', 'Luis',
  'Maya', 'Malik', 'Marco', 'Marcus', 'Mariana', 'Mark', 'Mason', 'Mateo', 'Megan', 'Mei',
  'Michael', 'Miguel', 'Mina', 'Mohammed', 'Monica', 'Nadia', 'Naomi', 'Nate', 'Neha', 'Nick',
  'Nicole', 'Nina', 'Noah', 'Olga', 'Omar', 'Owen', 'Paige', 'Paolo', 'Patrick', 'Paul',
  'Peter', 'Priya', 'Quinn', 'Rachel', 'Rafael', 'Rahul', 'Ramon', 'Raven', 'Ray', 'Rebecca',
  'Renee', 'Ricardo', 'Riley', 'Rosa', 'Ryan', 'Sam', 'Samira', 'Sara', 'Scott', 'Sean',
  'Sergei', 'Shane', 'Sofia', 'Sophie', 'Stephanie', 'Steve', 'Sunil', 'Tamara', 'Tanya', 'Taylor',
  'Teresa', 'Terrence', 'Theo', 'Tiffany', 'Tomás', 'Tony', 'Travis', 'Trevor', 'Tyler', 'Valeria',
  'Vanessa', 'Victor', 'Vikram', 'Vivian', 'Wei', 'Wes', 'Whitney', 'Will', 'Xavier', 'Yasmin',
  'Yuki', 'Yusuf', 'Zach', 'Zara', 'Zoe',
];

export const LAST_NAMES: readonly string[] = [
  'Abbott', 'Acosta', 'Adeyemi', 'Aguilar', 'Ahmed', 'Alvarez', 'Andersen', 'Arnold', 'Bailey', 'Baker',
  'Banerjee', 'Barnes', 'Becker', 'Bennett', 'Bishop', 'Blackwood', 'Bowman', 'Brennan', 'Brooks', 'Bui',
  'Burke', 'Calloway', 'Campbell', 'Cardenas', 'Carlson', 'Castillo', 'Chang', 'Chavez', 'Chen', 'Choi',
  'Clarke', 'Coleman', 'Collins', 'Cruz', 'Dalton', 'Daniels', 'Das', 'Delgado', 'Diaz', 'Dixon',
  'Doyle', 'Dubois', 'Duncan', 'Edwards', 'Ellison', 'Erikson', 'Espinoza', 'Evans', 'Farrell', 'Fischer',
  'Fitzgerald', 'Flores', 'Foster', 'Fujimoto', 'Gallagher', 'Garcia', 'Gibson', 'Gomez', 'Gonzales', 'Grant',
  'Greene', 'Gupta', 'Gutierrez', 'Hale', 'Hansen', 'Harper', 'Hayes', 'Henderson', 'Hernandez', 'Hoang',
  'Holloway', 'Horvath', 'Hughes', 'Ibrahim', 'Ito', 'Iverson', 'Jackson', 'Jensen', 'Jimenez', 'Johansson',
  'Kaur', 'Keller', 'Kennedy', 'Khan', 'Kim', 'Kowalski', 'Kozlov', 'Kumar', 'Lambert', 'Larsen',
  'Le', 'Lee', 'Lindgren', 'Lopez', 'Lowe', 'Lundquist', 'MacLeod', 'Maddox', 'Malone', 'Martinez',
  'Matsumoto', 'McCarthy', 'McKenzie', 'Mendoza', 'Meyer', 'Miller', 'Mitchell', 'Molina', 'Moreno', 'Murphy',
  'Nakamura', 'Navarro', 'Nelson', 'Nguyen', 'Novak', 'Nowak', "O'Brien", 'Okafor', 'Olsen', 'Ortiz',
  'Owens', 'Padilla', 'Park', 'Patel', 'Pearson', 'Perez', 'Petrov', 'Pham', 'Porter', 'Quinn',
  'Ramirez', 'Rao', 'Reed', 'Reyes', 'Richter', 'Rivera', 'Robinson', 'Rodriguez', 'Romero', 'Rossi',
  'Russo', 'Saito', 'Salazar', 'Sanchez', 'Santos', 'Schmidt', 'Schultz', 'Shah', 'Silva', 'Singh',
  'Sorensen', 'Stewart', 'Sullivan', 'Suzuki', 'Tanaka', 'Thompson', 'Torres', 'Tran', 'Turner', 'Vargas',
  'Vasquez', 'Vega', 'Volkov', 'Wagner', 'Walsh', 'Warren', 'Watanabe', 'Weber', 'Whitfield', 'Williams',
  'Wolfe', 'Wong', 'Wright', 'Wu', 'Yamamoto', 'Yang', 'Young', 'Zhang', 'Zimmerman', 'Zhou',
];

/** Home towns for players' addresses: near the demo venues; area code for their phone numbers. */
export const PLAYER_TOWNS: readonly { city: string; zipCode: string; areaCode: string }[] = [
  { city: 'Seattle', zipCode: '98107', areaCode: '206' },
  { city: 'Seattle', zipCode: '98117', areaCode: '206' },
  { city: 'Seattle', zipCode: '98103', areaCode: '206' },
  { city: 'Shoreline', zipCode: '98133', areaCode: '206' },
  { city: 'Tacoma', zipCode: '98402', areaCode: '253' },
  { city: 'Tacoma', zipCode: '98405', areaCode: '253' },
  { city: 'University Place', zipCode: '98466', areaCode: '253' },
  { city: 'Everett', zipCode: '98201', areaCode: '425' },
  { city: 'Mukilteo', zipCode: '98275', areaCode: '425' },
  { city: 'Bellevue', zipCode: '98007', areaCode: '425' },
  { city: 'Kirkland', zipCode: '98033', areaCode: '425' },
  { city: 'Redmond', zipCode: '98052', areaCode: '425' },
  { city: 'Kent', zipCode: '98032', areaCode: '253' },
  { city: 'Auburn', zipCode: '98002', areaCode: '253' },
  { city: 'Olympia', zipCode: '98501', areaCode: '360' },
  { city: 'Lacey', zipCode: '98503', areaCode: '360' },
  { city: 'Lynnwood', zipCode: '98036', areaCode: '425' },
  { city: 'Edmonds', zipCode: '98020', areaCode: '425' },
  { city: 'Bremerton', zipCode: '98337', areaCode: '360' },
  { city: 'Port Orchard', zipCode: '98366', areaCode: '360' },
  { city: 'Puyallup', zipCode: '98371', areaCode: '253' },
  { city: 'Renton', zipCode: '98057', areaCode: '425' },
  { city: 'Bothell', zipCode: '98011', areaCode: '425' },
];

/** Fictional mail domains only (RFC 2606), so no demo address reaches a real inbox. */
export const EMAIL_DOMAINS: readonly string[] = ['example.com', 'example.net', 'example.org'];

/** Staff notes a host might leave on a player. */
export const PLAYER_NOTES: readonly string[] = [
  'Prefers a seat near the dealer button. Very friendly with new players.',
  'Brings snacks for the table on birthdays.',
  'Asked for a replacement card (lost wallet).',
  'Volunteers to help set up chips at the Tuesday game.',
  'Plays mostly satellites; ask about the scanner if the card will not read.',
];

/** The league's volunteer hosts besides the demo role accounts (userType 20, Host). */
export const DEMO_HOSTS = [
  { key: 'dana', firstName: 'Dana', lastName: 'Whitaker', userName: 'dwhitaker', town: 'Tacoma' },
  { key: 'marcus', firstName: 'Marcus', lastName: 'Bellamy', userName: 'mbellamy', town: 'Everett' },
  { key: 'priya', firstName: 'Priya', lastName: 'Raman', userName: 'praman', town: 'Bellevue' },
  { key: 'tomas', firstName: 'Tomás', lastName: 'Ortega', userName: 'tortega', town: 'Redmond' },
  { key: 'keisha', firstName: 'Keisha', lastName: 'Monroe', userName: 'kmonroe', town: 'Kent' },
  { key: 'grant', firstName: 'Grant', lastName: 'Lindqvist', userName: 'glindqvist', town: 'Olympia' },
  { key: 'meilin', firstName: 'Mei-Lin', lastName: 'Chou', userName: 'mchou', town: 'Bremerton' },
  { key: 'bobby', firstName: 'Roberto', lastName: 'Alvarez', userName: 'balvarez', town: 'Puyallup' },
] as const;

export type DemoHostKey = (typeof DEMO_HOSTS)[number]['key'];
