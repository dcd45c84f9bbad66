# The product as one image: SPA + API + migrations (docs/scaling.md, section 7).
#   docker build -t supplier-panel .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e SECRETS_KEY=… supplier-panel

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: exact install (npm ci) and the web and API bundles ----------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the API's production dependencies and the built files, as the node user -----------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @supplier/api --no-audit --no-fund \
 && npm cache clean --force \
 && mkdir -p /app/data && chown node:node /app/data
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/assets apps/api/assets
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# 503 (database down) or no answer marks the container unhealthy; Redis or realtime down do not.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The process's memory stays bounded (ADR 0034): a 192 MB JS heap, one malloc arena for all threads.
ENV MALLOC_ARENA_MAX=1 API_HEAP_MB=192
CMD ["sh", "-c", "exec node --max-old-space-size=$API_HEAP_MB apps/api/dist/server.js"]
