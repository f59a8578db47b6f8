# Lamplight: the built web app and server, on Node.js, as a non-root user.
# Build: docker build -t lamplight .   Run: see compose.yaml and README's "Running in production".

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# vite build (the web app → dist/client) and tsc (the server → dist/server).
RUN npm run build

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
# What the server reads at run time: its build, the migrations it applies at start-up, and the shipped content.
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /app/src/content ./src/content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node is PID 1 here and gets SIGTERM directly: readiness turns false, streams end, requests finish, then it exits.
CMD ["node", "dist/server/server/main.js"]
