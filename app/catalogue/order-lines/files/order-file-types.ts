/** What the order file field accepts (docs/product.md 12.11): shared by the page and the server's reader. */
export const ORDER_FILE_MAX_MEGABYTES = 1;
export const ORDER_FILE_MAX_BYTES = ORDER_FILE_MAX_MEGABYTES * 1024 * 1024;
export const ORDER_FILE_ACCEPT =
  ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
