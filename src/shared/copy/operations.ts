/** What people read while the service is unavailable (docs/product.md "Service availability"). */
export const operationsCopy = {
  /** A 503 while the database does not answer (docs/operations.md "Database outages"). */
  databaseUnavailable: "ただいまサービスに接続しにくくなっています。しばらくしてからもう一度お試しください。",
} as const;
