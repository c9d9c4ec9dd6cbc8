/** The weather conditions both providers report, with their icon and texts in both languages. */
export type Condition =
  | 'clear'
  | 'mainlyClear'
  | 'partlyCloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'heavyRain'
  | 'freezingRain'
  | 'showers'
  | 'snow'
  | 'snowShowers'
  | 'thunderstorm'
  | 'windy';

export type Language = 'de-DE' | 'en-GB';

type Icon = 'clear' | 'partly-cloudy' | 'cloudy' | 'rain' | 'snow' | 'fog' | 'wind';

const CONDITIONS: Readonly<Record<Condition, { icon: Icon; 'de-DE': string; 'en-GB': string }>> = {
  clear: { icon: 'clear', 'de-DE': 'Klar', 'en-GB': 'Clear' },
  mainlyClear: { icon: 'partly-cloudy', 'de-DE': 'Überwiegend klar', 'en-GB': 'Mainly clear' },
  partlyCloudy: { icon: 'partly-cloudy', 'de-DE': 'Teilweise bewölkt', 'en-GB': 'Partly cloudy' },
  overcast: { icon: 'cloudy', 'de-DE': 'Bedeckt', 'en-GB': 'Overcast' },
  fog: { icon: 'fog', 'de-DE': 'Nebel', 'en-GB': 'Fog' },
  drizzle: { icon: 'rain', 'de-DE': 'Nieselregen', 'en-GB': 'Drizzle' },
  rain: { icon: 'rain', 'de-DE': 'Regen', 'en-GB': 'Rain' },
  heavyRain: { icon: 'rain', 'de-DE': 'Starker Regen', 'en-GB': 'Heavy rain' },
  freezingRain: { icon: 'rain', 'de-DE': 'Gefrierender Regen', 'en-GB': 'Freezing rain' },
  showers: { icon: 'rain', 'de-DE': 'Regenschauer', 'en-GB': 'Rain showers' },
  snow: { icon: 'snow', 'de-DE': 'Schneefall', 'en-GB': 'Snow' },
  snowShowers: { icon: 'snow', 'de-DE': 'Schneeschauer', 'en-GB': 'Snow showers' },
  thunderstorm: { icon: 'rain', 'de-DE': 'Gewitter', 'en-GB': 'Thunderstorm' },
  windy: { icon: 'wind', 'de-DE': 'Windig', 'en-GB': 'Windy' },
};

/** The contract's icon name (clear-day, partly-cloudy-night, cloudy, rain, …). */
export const iconOf = (condition: Condition, daylight: boolean): string => {
  const icon = CONDITIONS[condition].icon;
  return icon === 'clear' || icon === 'partly-cloudy' ? `${icon}-${daylight ? 'day' : 'night'}` : icon;
};

export const summaryOf = (condition: Condition, language: Language): string =>
  CONDITIONS[condition][language];

/** Rain and showers fall as snow below freezing. */
export const asSnowWhenFreezing = (condition: Condition, temperature: number): Condition => {
  if (temperature > 0.5) return condition;
  if (condition === 'rain' || condition === 'heavyRain' || condition === 'drizzle') return 'snow';
  return condition === 'showers' ? 'snowShowers' : condition;
};
