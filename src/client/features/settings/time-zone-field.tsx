import { useDeferredValue, useMemo, useState } from 'react';
import { Input, Label } from '@/components/ui/input';

interface Zone {
  id: string;
  region: string;
  /** "Buenos Aires, Argentina" style: the place people look for. */
  place: string;
  /** "UTC+01:00" now. */
  offset: string;
}

const REGIONS = ['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific'];

function offsetOf(zone: string, at: Date): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return !name || name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC').replace('\u2212', '-');
  } catch {
    return '';
  }
}

function describe(zone: string, at: Date): Zone {
  const [region = '', ...rest] = zone.split('/');
  const known = REGIONS.includes(region) && rest.length > 0;
  const place = (known ? [...rest].reverse() : [zone]).map((p) => p.replace(/_/g, ' ')).join(', ');
  return { id: zone, region: known ? region : 'Other', place, offset: offsetOf(zone, at) };
}

function allZones(current: string): Zone[] {
  const ids = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const at = new Date();
  return (ids.includes(current) ? ids : [current, ...ids]).map((z) => describe(z, at));
}

const label = (z: Zone) => `${z.place} (${z.offset})`;

/**
 * The account's time zone: grouped by region, searchable by place, zone or offset, each with its offset
 * from UTC now. A native select, so phones show their own picker.
 */
export function TimeZoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const zones = useMemo(() => allZones(value), [value]);
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim().toLowerCase());
  const current = zones.find((z) => z.id === value)!;
  const groups = useMemo(() => {
    const shown = q ? zones.filter((z) => `${z.id} ${z.place} ${z.offset}`.toLowerCase().replace(/_/g, ' ').includes(q)) : zones;
    const byRegion = new Map<string, Zone[]>();
    for (const z of shown) byRegion.set(z.region, [...(byRegion.get(z.region) ?? []), z]);
    return [...byRegion.entries()].map(([region, list]) => ({ region, zones: list.sort((a, b) => a.place.localeCompare(b.place)) }));
  }, [zones, q]);
  const matches = groups.reduce((n, g) => n + g.zones.length, 0);

  return (
    <div className="grid content-start gap-1.5 sm:col-span-2">
      <Label htmlFor="settings-timezone">Time zone</Label>
      <div className="grid gap-1.5 sm:grid-cols-2">
        <Input
          type="search"
          aria-label="Search time zones"
          aria-controls="settings-timezone"
          placeholder="Search a city, region or offset"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <select
          id="settings-timezone"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby="settings-timezone-hint"
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-base sm:text-sm"
        >
          {/* The zone in use stays selectable whatever the search shows. */}
          <optgroup label="Current">
            <option value={current.id}>{label(current)}</option>
          </optgroup>
          {groups.map((g) => (
            <optgroup key={g.region} label={g.region}>
              {g.zones
                .filter((z) => z.id !== current.id)
                .map((z) => (
                  <option key={z.id} value={z.id}>
                    {label(z)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <p id="settings-timezone-hint" className="text-xs text-muted-foreground">
        {q && `${matches} ${matches === 1 ? 'zone matches' : 'zones match'}. `}
        &ldquo;Today&rdquo;, your streaks and daily readings, the greeting and every date in the app follow this zone, not your
        device&apos;s clock.
      </p>
    </div>
  );
}
