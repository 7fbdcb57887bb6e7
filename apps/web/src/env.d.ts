interface ImportMetaEnv {
  /** Map tile URL template for the clinic location picker; default OpenStreetMap's tile server. */
  readonly VITE_MAP_TILE_URL?: string
}
