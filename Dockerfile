# The portal as a container (issue 34 §1; README "Running in production"). Build stage: every package,
# the app and the compiled server. Runtime stage: production packages only, no tsx, TypeScript or Vite.
# No container engine runs on the machines this recipe was written on: its steps are the ones
# server/production-start.test.ts runs (build, `npm ci --omit=dev`, `node dist/server/main.js`).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# The server's packages only: the client's are bundled into dist/ (development dependencies).
RUN npm ci --omit=dev --no-audit --no-fund \
    && npm cache clean --force \
    && mkdir -p /data \
    && chown node:node /data
COPY --from=build /app/dist ./dist
USER node
# The embedded database, the mail outbox and the backups live here (with DATABASE_URL: the outbox only).
VOLUME ["/data"]
# The portal, Teltonika boxes (TCP), phones running Traccar Client or OsmAnd (HTTP).
EXPOSE 8080 5027 5055
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself (server/main.ts stops cleanly on it).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
