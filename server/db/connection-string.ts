/** A connection string as it may be printed or logged: without its password. */
export const withoutPassword = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the given URL)';
  }
};
