/**
 * Labelled headline pairs for tuning event clustering: `true` when both tell the same happening.
 * Each side is "headline @ COUNTRY" or "headline @ COUNTRY/City" (the tagging's countries and
 * places). Negatives include hard ones: the same country and a different story, and the same
 * words in a different place.
 */
export const HEADLINE_PAIRS: [boolean, string, string][] = [
  // The same happening, told by different outlets.
  [
    true,
    'Magnitude 7.1 earthquake strikes off coast of Japan @ JP',
    'Strong 7.1 quake hits off Japan coast, tsunami warning issued @ JP',
  ],
  [
    true,
    'Protesters clash with police in central Nairobi over tax bill @ KE/Nairobi',
    'Police fire tear gas at Nairobi protesters opposing tax bill @ KE/Nairobi',
  ],
  [
    true,
    'Bomb blast kills 12 at Kabul market @ AF/Kabul',
    'Kabul market bombing leaves 12 dead @ AF/Kabul',
  ],
  [
    true,
    'Floods displace thousands in Bangladesh after monsoon rains @ BD',
    'Monsoon floods force thousands from homes in Bangladesh @ BD',
  ],
  [
    true,
    'Coup attempt reported in Niger as soldiers seize state TV @ NE',
    'Soldiers seize Niger state television in apparent coup attempt @ NE',
  ],
  [
    true,
    'Cyclone Freddy makes landfall in Mozambique @ MZ',
    'Mozambique braces as Cyclone Freddy makes landfall @ MZ',
  ],
  [
    true,
    'Strike shuts down Paris metro as unions protest pension reform @ FR/Paris',
    'Paris metro strike: unions walk out over pension reform @ FR/Paris',
  ],
  [
    true,
    'Wildfire forces evacuation of Greek island of Rhodes @ GR/Rhodes',
    'Thousands evacuated as wildfire sweeps Rhodes @ GR/Rhodes',
  ],
  [
    true,
    'Gunmen kidnap 30 students from school in northern Nigeria @ NG',
    '30 students abducted by gunmen in northern Nigeria school attack @ NG',
  ],
  [
    true,
    'Volcano erupts in Iceland near Grindavik @ IS/Grindavik',
    'Iceland volcano eruption near Grindavik prompts evacuation @ IS/Grindavik',
  ],
  [
    true,
    'Cholera outbreak spreads in Haiti capital @ HT/Port-au-Prince',
    'Haiti cholera outbreak spreads across Port-au-Prince @ HT/Port-au-Prince',
  ],
  [
    true,
    'Border clashes between Armenia and Azerbaijan kill soldiers @ AM',
    'Soldiers killed in Armenia-Azerbaijan border clashes @ AM',
  ],
  [
    true,
    'Ferry capsizes in Lake Victoria, dozens missing @ UG',
    'Dozens missing after ferry capsizes on Lake Victoria @ UG',
  ],
  [
    true,
    'Power outage leaves millions without electricity in Pakistan @ PK',
    'Pakistan nationwide power outage leaves millions in the dark @ PK',
  ],
  [
    true,
    'Hurricane Otis slams into Acapulco as Category 5 storm @ MX/Acapulco',
    'Category 5 Hurricane Otis hits Acapulco @ MX/Acapulco',
  ],
  [
    true,
    'Train derailment in Odisha kills hundreds @ IN',
    "Hundreds killed as trains derail in India's Odisha @ IN",
  ],
  [
    true,
    'Israeli airstrikes hit Gaza City overnight @ PS/Gaza',
    'Overnight airstrikes pound Gaza City @ PS/Gaza',
  ],
  [
    true,
    'Election results spark unrest in Mozambique capital Maputo @ MZ/Maputo',
    'Unrest erupts in Maputo over disputed election results @ MZ/Maputo',
  ],
  [
    true,
    'Landslide buries village in Papua New Guinea @ PG',
    'Papua New Guinea landslide buries remote village @ PG',
  ],
  [
    true,
    'Cyberattack disrupts hospitals across Germany @ DE',
    'Hospitals across Germany disrupted by cyberattack @ DE',
  ],
  [
    true,
    'Heatwave warning issued for Spain as temperatures hit 44C @ ES',
    'Spain issues heatwave warning with temperatures up to 44C @ ES',
  ],
  [
    true,
    'Rebels capture Goma in eastern Congo @ CD/Goma',
    "M23 rebels seize Goma, eastern Congo's largest city @ CD/Goma",
  ],
  [
    true,
    'Typhoon Haikui batters Taiwan, thousands evacuated @ TW',
    'Thousands evacuated as Typhoon Haikui hits Taiwan @ TW',
  ],
  [
    true,
    'Mass shooting at Prague university leaves 14 dead @ CZ/Prague',
    '14 killed in shooting at Prague university @ CZ/Prague',
  ],
  [
    true,
    'Fuel shortages trigger long queues in Lagos @ NG/Lagos',
    'Lagos motorists queue for hours amid fuel shortages @ NG/Lagos',
  ],
  [
    true,
    'Dam collapse floods Derna in eastern Libya @ LY/Derna',
    'Derna flooded after dam collapse in eastern Libya @ LY/Derna',
  ],
  [
    true,
    'Airport closed in Tripoli after rocket attack @ LY/Tripoli',
    'Rocket attack shuts Tripoli airport @ LY/Tripoli',
  ],
  [
    true,
    "Ebola case confirmed in Uganda's capital Kampala @ UG/Kampala",
    'Uganda confirms Ebola case in Kampala @ UG/Kampala',
  ],
  [
    true,
    'Farmers block highways across France in protest over fuel costs @ FR',
    'French farmers block highways protesting fuel costs @ FR',
  ],
  [
    true,
    'Maroc : un séisme de magnitude 6,8 fait des centaines de morts @ MA',
    'Séisme de magnitude 6,8 au Maroc, des centaines de morts @ MA',
  ],
  [
    true,
    'Sudan army and RSF fight for control of Khartoum airport @ SD/Khartoum',
    'Fighting rages at Khartoum airport between army and RSF @ SD/Khartoum',
  ],
  [
    true,
    'Explosion at fuel depot in Conakry kills 8 @ GN/Conakry',
    'Conakry fuel depot explosion leaves 8 dead @ GN/Conakry',
  ],
  [
    true,
    'Huge explosion rocks Beirut port, dozens killed @ LB/Beirut',
    'Beirut port explosion kills dozens, injures thousands @ LB/Beirut',
  ],
  [
    true,
    'Chile wildfires kill 46 near Vina del Mar @ CL/Viña del Mar',
    'Wildfires near Vina del Mar leave 46 dead in Chile @ CL/Viña del Mar',
  ],
  [
    true,
    'Protestas en Lima contra el gobierno dejan dos muertos @ PE/Lima',
    'Dos muertos en protestas contra el gobierno en Lima @ PE/Lima',
  ],
  [
    true,
    'Tropical storm floods Manila streets, schools closed @ PH/Manila',
    'Schools closed as tropical storm floods streets of Manila @ PH/Manila',
  ],
  [
    true,
    'Kidnappers seize foreign aid workers in Mali @ ML',
    'Foreign aid workers kidnapped in Mali @ ML',
  ],
  [
    true,
    'Suicide bomber attacks police station in Peshawar @ PK/Peshawar',
    'Peshawar police station hit by suicide bomber @ PK/Peshawar',
  ],
  // Same country, a different story.
  [
    false,
    'Magnitude 7.1 earthquake strikes off coast of Japan @ JP',
    'Japan central bank raises interest rates for first time @ JP',
  ],
  [
    false,
    'Protesters clash with police in central Nairobi over tax bill @ KE/Nairobi',
    'Floods kill 40 in Nairobi suburbs after heavy rain @ KE/Nairobi',
  ],
  [
    false,
    'Bomb blast kills 12 at Kabul market @ AF/Kabul',
    'Taliban bans women from Kabul parks @ AF/Kabul',
  ],
  [
    false,
    'Floods displace thousands in Bangladesh after monsoon rains @ BD',
    'Bangladesh garment workers strike for higher wages @ BD',
  ],
  [
    false,
    'Coup attempt reported in Niger as soldiers seize state TV @ NE',
    'Niger signs uranium deal with Russia @ NE',
  ],
  [
    false,
    'Strike shuts down Paris metro as unions protest pension reform @ FR/Paris',
    'Paris police arrest suspects in Louvre jewel theft @ FR/Paris',
  ],
  [
    false,
    'Wildfire forces evacuation of Greek island of Rhodes @ GR/Rhodes',
    'Ferry workers strike halts crossings to Rhodes @ GR/Rhodes',
  ],
  [
    false,
    'Gunmen kidnap 30 students from school in northern Nigeria @ NG',
    'Gunmen attack police station in northern Nigeria @ NG',
  ],
  [
    false,
    'Israeli airstrikes hit Gaza City overnight @ PS/Gaza',
    'First aid convoy in weeks reaches Gaza City @ PS/Gaza',
  ],
  [
    false,
    'Cyberattack disrupts hospitals across Germany @ DE',
    'Rail strike disrupts trains across Germany @ DE',
  ],
  [
    false,
    'Heatwave warning issued for Spain as temperatures hit 44C @ ES',
    'Flood warning issued for Valencia as storm approaches @ ES/Valencia',
  ],
  [
    false,
    'Rebels capture Goma in eastern Congo @ CD/Goma',
    'Cholera spreads in Goma displacement camps @ CD/Goma',
  ],
  [
    false,
    'Cyclone Freddy makes landfall in Mozambique @ MZ',
    'Insurgents attack town of Palma in northern Mozambique @ MZ/Palma',
  ],
  [
    false,
    'Volcano erupts in Iceland near Grindavik @ IS/Grindavik',
    'Iceland fishermen strike over quotas @ IS',
  ],
  [
    false,
    'Hurricane Otis slams into Acapulco as Category 5 storm @ MX/Acapulco',
    'Cartel gunmen kill five in Acapulco bar @ MX/Acapulco',
  ],
  [
    false,
    "Ebola case confirmed in Uganda's capital Kampala @ UG/Kampala",
    'Election campaign turns violent in Kampala @ UG/Kampala',
  ],
  [
    false,
    'Sudan army and RSF fight for control of Khartoum airport @ SD/Khartoum',
    'Khartoum residents flee as food runs out @ SD/Khartoum',
  ],
  [
    false,
    'Typhoon Haikui batters Taiwan, thousands evacuated @ TW',
    'Taiwan holds military drills as China sends warships @ TW',
  ],
  [
    false,
    'Mass shooting at Prague university leaves 14 dead @ CZ/Prague',
    'Prague hosts NATO foreign ministers @ CZ/Prague',
  ],
  [
    false,
    'Landslide buries village in Papua New Guinea @ PG',
    'Tribal violence kills 26 in Papua New Guinea highlands @ PG',
  ],
  [
    false,
    'Power outage leaves millions without electricity in Pakistan @ PK',
    'Pakistan raises power tariffs, sparking protests @ PK',
  ],
  [
    false,
    'Dam collapse floods Derna in eastern Libya @ LY/Derna',
    'Derna residents protest over flood response @ LY/Derna',
  ],
  [
    false,
    'Kidnappers seize foreign aid workers in Mali @ ML',
    'Mali junta delays elections again @ ML',
  ],
  [
    false,
    'Bomb blast kills 12 at Kabul market @ AF/Kabul',
    'Bomb blast kills 7 at Kabul mosque @ AF/Kabul',
  ],
  [false, 'Bus crash kills 15 in Cusco @ PE/Cusco', 'Bus crash kills 15 in Arequipa @ PE/Arequipa'],
  [
    false,
    'Strike shuts down Paris metro as unions protest pension reform @ FR/Paris',
    'Dockers strike shuts Marseille port @ FR/Marseille',
  ],
  [
    false,
    'Election results spark unrest in Mozambique capital Maputo @ MZ/Maputo',
    'Maputo hosts regional summit on election monitoring @ MZ/Maputo',
  ],
  // The same words, a different place.
  [
    false,
    'Explosion at fuel depot in Conakry kills 8 @ GN/Conakry',
    'Explosion at fuel depot in Lagos kills 8 @ NG/Lagos',
  ],
  [
    false,
    'Chemical plant explosion forces evacuations in Lyon @ FR/Lyon',
    'Chemical plant explosion forces evacuations in Houston @ US/Houston',
  ],
  [
    false,
    'Floods hit Valencia after torrential rain @ ES/Valencia',
    'Floods hit Venice after torrential rain @ IT/Venice',
  ],
  [
    false,
    'Protesters storm parliament in Dhaka @ BD/Dhaka',
    'Protesters storm parliament in Nairobi @ KE/Nairobi',
  ],
  [false, 'Magnitude 6.2 earthquake hits Turkey @ TR', 'Magnitude 6.2 earthquake hits Peru @ PE'],
  [
    false,
    'Train derailment kills 20 in Odisha @ IN',
    'Train derailment kills 20 in Punjab, Pakistan @ PK',
  ],
  [
    false,
    'Ferry capsizes in Lake Victoria, dozens missing @ UG',
    'Ferry capsizes off Bali, dozens missing @ ID/Bali',
  ],
  [
    false,
    'Police fire tear gas at protesters in Santiago @ CL/Santiago',
    'Police fire tear gas at protesters in Caracas @ VE/Caracas',
  ],
  [
    false,
    'Heatwave warning issued for Spain as temperatures hit 44C @ ES',
    'Heatwave warning issued for Italy as temperatures hit 44C @ IT',
  ],
  [
    false,
    'Cholera outbreak spreads in Haiti capital @ HT/Port-au-Prince',
    'Cholera outbreak spreads in Yemen capital @ YE/Sanaa',
  ],
];
