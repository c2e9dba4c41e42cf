export { createServerApp, type ServerAppOptions } from './app.js';
export { startServer, type RunningServer } from './start-server.js';
export { loadConfig, ConfigError, type ServerConfig } from './config.js';
export { buildOpenApiDocument, type OpenApiDocument } from './docs/openapi-document.js';
export { toPostmanCollection } from './docs/postman-collection.js';
export { ALL_ROUTES } from './routes/all-routes.js';
