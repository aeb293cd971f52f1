/**
 * The railroads of the uscw provisional pack: the main lines of 1861 as chains of places (PLACES
 * names), each link drawn hex by hex along the straight line between the two places. `edge: 'N'`
 * ends a line at the north map edge (5.4, 13.3.1: rail hexes exiting north are Union sources);
 * `newRail` lines are the yellow dashed "new railroads" built at the start of Winter 1864 (5.4.5).
 * Invented as a whole (the rulebook gives no railroad), listed in the manifest line by line.
 */

export interface RailLine {
  readonly name: string;
  readonly via: readonly string[];
  /** Continue past the last place to the north map edge (a rail exit, 13.3.1). */
  readonly northExit?: boolean;
  readonly newRail?: boolean;
}

export const RAILS: readonly RailLine[] = [
  {
    name: 'Baltimore & Ohio',
    via: ['Baltimore', 'Frederick', "Harper's Ferry", 'Martinsburg', 'Cumberland', 'Grafton', 'Wheeling'],
  },
  { name: 'B&O Parkersburg branch', via: ['Grafton', 'Clarksburg', 'Parkersburg'] },
  { name: 'Washington Branch', via: ['Washington', 'Baltimore'] },
  { name: 'Northern Central', via: ['Baltimore', 'York', 'Harrisburg'], northExit: true },
  { name: 'Pennsylvania Railroad', via: ['Harrisburg', 'Altoona', 'Pittsburgh'] },
  { name: 'Cumberland Valley', via: ['Harrisburg', 'Chambersburg', 'Hagerstown'] },
  { name: 'Pittsburgh & Fort Wayne', via: ['Pittsburgh'], northExit: true },
  { name: 'Steubenville line', via: ['Pittsburgh', 'Steubenville', 'Columbus'] },
  { name: 'Central Ohio', via: ['Wheeling', 'Zanesville', 'Columbus'] },
  { name: 'Columbus north', via: ['Columbus'], northExit: true },
  { name: 'Little Miami', via: ['Columbus', 'Dayton', 'Cincinnati'] },
  { name: 'Marietta & Cincinnati', via: ['Marietta', 'Cincinnati'] },
  { name: 'Indianapolis & Cincinnati', via: ['Cincinnati', 'Indianapolis'] },
  { name: 'Dayton & Indianapolis', via: ['Dayton', 'Indianapolis'], northExit: true },
  { name: 'Terre Haute & Alton', via: ['Indianapolis', 'Terre Haute', 'Vandalia', 'St. Louis'] },
  { name: 'Ohio & Mississippi', via: ['Cincinnati', 'Vincennes', 'St. Louis'] },
  { name: 'Evansville & Crawfordsville', via: ['Evansville', 'Vincennes', 'Terre Haute'] },
  { name: 'Jeffersonville', via: ['Indianapolis', 'New Albany'] },
  { name: 'Madison & Indianapolis', via: ['Madison', 'Indianapolis'] },
  { name: 'Illinois Central', via: ['Cairo', 'Centralia', 'Vandalia'], northExit: true },
  { name: 'Chicago & Alton', via: ['St. Louis', 'Alton', 'Springfield'], northExit: true },
  { name: 'Great Western (Illinois)', via: ['Springfield', 'Quincy'] },
  { name: 'Hannibal & St. Joseph', via: ['Hannibal', 'Kansas City'] },
  { name: 'Pacific Railroad', via: ['St. Louis', 'Jefferson City', 'Sedalia'] },
  { name: 'Southwest Branch', via: ['St. Louis', 'Rolla'] },
  { name: 'Iron Mountain', via: ['St. Louis', 'Pilot Knob'] },
  {
    name: 'Louisville & Nashville',
    via: ['Louisville', 'Munfordville', 'Bowling Green', 'Gallatin', 'Nashville'],
  },
  { name: 'Louisville & Frankfort', via: ['Louisville', 'Frankfort', 'Lexington'] },
  { name: 'Kentucky Central', via: ['Covington', 'Lexington', 'Danville'] },
  {
    name: 'Memphis, Clarksville & Louisville',
    via: ['Bowling Green', 'Clarksville', 'Paris TN', 'Humboldt'],
  },
  { name: 'Memphis & Ohio', via: ['Humboldt', 'Brownsville TN', 'Memphis'] },
  {
    name: 'Mobile & Ohio',
    via: ['Columbus KY', 'Union City', 'Humboldt', 'Jackson TN', 'Corinth', 'Okolona', 'Meridian', 'Mobile'],
  },
  {
    name: 'Nashville & Chattanooga',
    via: ['Nashville', 'Murfreesboro', 'Tullahoma', 'Stevenson', 'Chattanooga'],
  },
  {
    name: 'Memphis & Charleston',
    via: ['Memphis', 'Grand Junction', 'Corinth', 'Iuka', 'Tuscumbia', 'Decatur', 'Huntsville', 'Stevenson'],
  },
  {
    name: 'Tennessee & Alabama',
    via: ['Nashville', 'Franklin TN', 'Columbia TN', 'Pulaski', 'Athens AL', 'Decatur'],
  },
  { name: 'East Tennessee & Georgia', via: ['Chattanooga', 'Cleveland', 'Athens TN', 'Knoxville'] },
  { name: 'East Tennessee & Virginia', via: ['Knoxville', 'Greeneville', 'Bristol'] },
  {
    name: 'Virginia & Tennessee',
    via: ['Bristol', 'Abingdon', 'Marion', 'Wytheville', 'Salem', 'Lynchburg'],
  },
  {
    name: 'Mississippi Central',
    via: ['Jackson TN', 'Bolivar', 'Grand Junction', 'Holly Springs', 'Oxford', 'Grenada', 'Canton'],
  },
  { name: 'Mississippi & Tennessee', via: ['Memphis', 'Grenada'] },
  {
    name: 'New Orleans, Jackson & Great Northern',
    via: ['Canton', 'Jackson MS', 'Brookhaven', 'New Orleans'],
  },
  { name: 'Southern (Mississippi)', via: ['Vicksburg', 'Jackson MS', 'Meridian'] },
  { name: 'Alabama & Mississippi Rivers', via: ['Meridian', 'Demopolis', 'Selma'], newRail: true },
  { name: 'Alabama & Tennessee Rivers', via: ['Selma', 'Talladega'] },
  { name: 'Montgomery & West Point', via: ['Montgomery', 'Opelika', 'West Point GA', 'Atlanta'] },
  { name: 'Western & Atlantic', via: ['Chattanooga', 'Dalton', 'Cartersville', 'Marietta GA', 'Atlanta'] },
  { name: 'Rome branch', via: ['Rome', 'Cartersville'] },
  { name: 'Georgia Railroad', via: ['Atlanta', 'Athens', 'Augusta'] },
  { name: 'Macon & Western', via: ['Atlanta', 'Griffin', 'Macon'] },
  { name: 'Central of Georgia', via: ['Macon', 'Milledgeville', 'Millen', 'Savannah'] },
  { name: 'Augusta & Savannah', via: ['Augusta', 'Millen'] },
  { name: 'Southwestern', via: ['Macon', 'Americus', 'Albany'] },
  { name: 'Muscogee', via: ['Macon', 'Columbus GA'] },
  { name: 'Alabama & Florida', via: ['Montgomery', 'Pollard', 'Blakeley'] },
  { name: 'Pensacola & Georgia', via: ['Pensacola', 'Pollard'] },
  { name: 'Charleston & Savannah', via: ['Charleston', 'Savannah'] },
  { name: 'South Carolina Railroad', via: ['Charleston', 'Branchville', 'Augusta'] },
  { name: 'Columbia branch', via: ['Branchville', 'Orangeburg', 'Columbia'] },
  { name: 'Charlotte & South Carolina', via: ['Columbia', 'Chester', 'Charlotte'] },
  { name: 'Greenville & Columbia', via: ['Columbia', 'Greenville'] },
  { name: 'Wilmington & Manchester', via: ['Wilmington', 'Florence', 'Columbia'] },
  { name: 'Northeastern', via: ['Charleston', 'Florence'] },
  { name: 'Wilmington & Weldon', via: ['Wilmington', 'Goldsboro', 'Weldon'] },
  { name: 'North Carolina Railroad', via: ['Goldsboro', 'Raleigh', 'Greensboro', 'Salisbury', 'Charlotte'] },
  { name: 'Atlantic & North Carolina', via: ['Goldsboro', 'Kinston', 'New Bern', 'Beaufort NC'] },
  { name: 'Raleigh & Gaston', via: ['Raleigh', 'Weldon'] },
  { name: 'Petersburg & Weldon', via: ['Weldon', 'Petersburg', 'Richmond'] },
  { name: 'Seaboard & Roanoke', via: ['Weldon', 'Suffolk', 'Norfolk'] },
  { name: 'Norfolk & Petersburg', via: ['Norfolk', 'Petersburg'] },
  { name: 'South Side', via: ['Petersburg', 'Burkeville', 'Farmville', 'Lynchburg'] },
  { name: 'Richmond & Danville', via: ['Richmond', 'Burkeville', 'Danville VA'] },
  { name: 'Piedmont Railroad', via: ['Danville VA', 'Greensboro'], newRail: true },
  {
    name: 'Virginia Central',
    via: ['Richmond', 'Hanover Junction', 'Gordonsville', 'Charlottesville', 'Staunton'],
  },
  {
    name: 'Orange & Alexandria',
    via: ['Alexandria', 'Manassas Junction', 'Culpeper', 'Gordonsville', 'Charlottesville', 'Lynchburg'],
  },
  { name: 'Manassas Gap', via: ['Manassas Junction', 'Strasburg'] },
  { name: 'Winchester & Potomac', via: ["Harper's Ferry", 'Winchester'] },
  {
    name: 'Richmond, Fredericksburg & Potomac',
    via: ['Richmond', 'Hanover Junction', 'Fredericksburg', 'Aquia Landing'],
  },
  { name: 'Richmond & York River', via: ['Richmond', 'West Point'] },
  { name: 'Florida Railroad', via: ['Fernandina', 'Gainesville', 'Cedar Key'] },
  { name: 'Florida, Atlantic & Gulf Central', via: ['Jacksonville', 'Lake City'] },
  { name: 'Pensacola & Georgia (Florida)', via: ['Lake City', 'Tallahassee'] },
  { name: 'Tallahassee Railroad', via: ['Tallahassee', 'St. Marks'] },
  { name: 'Lake City-Valdosta link', via: ['Lake City', 'Valdosta'], newRail: true },
  { name: 'Galveston, Houston & Henderson', via: ['Galveston', 'Houston'] },
  { name: 'Texas & New Orleans', via: ['Houston', 'Liberty', 'Beaumont', 'Orange'] },
  { name: 'Houston & Texas Central', via: ['Houston', 'Hempstead'] },
  { name: 'Memphis & Little Rock', via: ["Devall's Bluff", 'Little Rock'] },
  { name: 'New Orleans, Opelousas & Great Western', via: ['New Orleans', 'Thibodaux', 'Brashear City'] },
];
