# Production image: builds the front end and the server (dist/, dist-server/), runs `npm start`
# (web + workers) or `npm run worker`.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Stored files live in DATA_DIR (docker-compose mounts a volume there, shared with the worker);
# a new volume takes this directory's owner, so the app's user can write to it.
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The node image's unprivileged user: a compromised app cannot change its own code or image.
USER node
EXPOSE 3000
CMD ["npm", "start"]
