import { CARE_LINES, type TCareResource } from '../../../contract/care.js';

const line = (id: TCareResource['id']): TCareResource => CARE_LINES.find((l) => l.id === id)!;

const NORTH_AMERICA =
  /^America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Boise|Detroit|Menominee|Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Swift_Current|Moncton|Glace_Bay|Goose_Bay|Whitehorse|Dawson|Dawson_Creek|Fort_Nelson|Creston|Yellowknife|Inuvik|Iqaluit|Rankin_Inlet|Resolute|Cambridge_Bay|Atikokan|Blanc-Sablon|Thunder_Bay|Nipigon|Rainy_River|Montreal|(Indiana|Kentucky|North_Dakota)\/\w+)$|^(US|Canada)\/|^Pacific\/Honolulu$/;

/**
 * The line for the reader's country, judged from their IANA time zone (the one thing the account knows about
 * where they are); anything else gets the directory first.
 */
function lineForZone(timeZone: string | null | undefined): TCareResource {
  const z = timeZone ?? '';
  if (/^(Europe\/(London|Dublin|Belfast|Guernsey|Jersey|Isle_of_Man)|GB|GB-Eire|Eire)$/.test(z)) return line('uk-ie-samaritans');
  if (/^(Australia\/|Antarctica\/Macquarie$)/.test(z)) return line('au-lifeline');
  if (NORTH_AMERICA.test(z)) return line('us-ca-988');
  return line('findahelpline');
}

/** Every line, the reader's first. */
export function resourcesFor(timeZone: string | null | undefined): TCareResource[] {
  const first = lineForZone(timeZone);
  return [first, ...CARE_LINES.filter((r) => r !== first)];
}
