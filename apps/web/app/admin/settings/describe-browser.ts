const browsers: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
  [/curl\/([\d.]+)/, 'curl'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 131 on macOS' from a user agent string; the raw text (shortened) when it is unfamiliar. */
export function describeBrowser(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown browser';
  const browser = browsers.find(([re]) => re.test(userAgent));
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  if (!browser) return userAgent.length > 60 ? `${userAgent.slice(0, 57)}...` : userAgent;
  const version = userAgent.match(browser[0])?.[1];
  const name = version ? `${browser[1]} ${version}` : browser[1];
  return system ? `${name} on ${system}` : name;
}
