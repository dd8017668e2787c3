# The site's container image: Next.js's standalone output, run by Node as the first process.
# docs/deploying.md#a-container says how to build and run it; compose.yaml runs it beside PostgreSQL.
# Only the build arguments below reach the image, and only the NEXT_PUBLIC_* ones are written into
# its pages: give secrets (EMAILJS_PRIVATE_KEY, DATABASE_URL, BETTER_AUTH_SECRET, …) at run time.

ARG NODE_IMAGE=node:22-bookworm-slim

# 1. The dependencies, dev ones included: the build needs TypeScript, Tailwind, sharp and esbuild.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: the photos' copies and the Urdu font first (next.config.ts), then the standalone
#    server, then the install the image runs (scripts/lib/standalone-install.mjs).
FROM deps AS build
COPY . .
# Public values only: each is visible to every visitor of the site.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_EMAILJS_PUBLIC_KEY
ARG NEXT_PUBLIC_EMAILJS_SERVICE_ID
ARG NEXT_PUBLIC_EMAILJS_TEMPLATE_ID
ARG NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID
ARG NEXT_PUBLIC_PLAUSIBLE_DOMAIN
ARG NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO
ARG NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG
ENV NEXT_OUTPUT=standalone \
    NEXT_TELEMETRY_DISABLED=1
RUN npm run build && node scripts/lib/standalone-install.mjs .next /install

# 3. What runs: the install alone, owned by root and read-only to the server's user, who may write
#    only the data folder (SQLite, the inbox's key) and Next.js's cache.
FROM ${NODE_IMAGE} AS run
# KEEP_ALIVE_TIMEOUT: idle connections kept 65 s, longer than a proxy in front keeps its own (as npm start).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    KEEP_ALIVE_TIMEOUT=65000
WORKDIR /app
COPY --from=build /install ./
RUN mkdir -p .data .next/cache && chown node:node .data .next/cache && chmod 700 .data
USER node
VOLUME ["/app/.data"]
EXPOSE 3000
# 200 while the database answers (src/app/api/health): the image has no curl, Node asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server stops gracefully on SIGTERM (src/lib/server/shutdown.ts): give it 30 s
# (docker run --stop-timeout 30, compose's stop_grace_period).
STOPSIGNAL SIGTERM
# Node itself is the first process, so the engine's SIGTERM reaches the server; no npm, no shell.
CMD ["node", "server.js"]
