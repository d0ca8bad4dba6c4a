/** Texts of operations (issue 14, docs/operations.md): what people read while the service is unavailable. */
export const operationsCopy = {
  /** A 503 while the database does not answer (docs/operations.md "Database outages"). */
  databaseUnavailable: "ただいまサービスに接続しにくくなっています。しばらくしてからもう一度お試しください。",
} as const;
