/**
 * The environment of a portal a bench starts: its data directory (also its static directory: no app is
 * needed), a loopback port, no tracker listeners, and the scratch PostgreSQL database when there is one.
 */
export const benchServerEnv = (
  dataDir: string,
  port: number,
  databaseUrl: string | undefined,
): Record<string, string> => ({
  DATA_DIR: dataDir,
  STATIC_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  TELTONIKA_PORT: '0',
  OSMAND_PORT: '0',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
