FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/sdk/package.json libs/sdk/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# As scripts/server-env.mjs gives `npm start`: glibc then hands large freed blocks back (idle RSS),
# and V8's young generation may grow under load (less time collecting garbage).
ENV MALLOC_MMAP_THRESHOLD_=1048576
ENV NODE_OPTIONS=--max-semi-space-size=32
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "server/dist/main.js"]
