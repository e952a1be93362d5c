// The id of the JSON data block in which the shell's host writes app-config.json into index.html, so
// the first page does not wait for a request of its own before it can start (docs/product.md §3). The
// host and the browser both take it from here.
export const APP_CONFIG_ELEMENT_ID = 'app-config';
