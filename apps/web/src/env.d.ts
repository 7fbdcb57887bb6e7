interface ImportMetaEnv {
  /** Map tile URL template for the clinic location picker; default OpenStreetMap's tile server. */
  readonly VITE_MAP_TILE_URL?: string
  /** The call centre a home visit is booked through (SPEC 2.5 step 0). */
  readonly VITE_CALL_CENTRE_PHONE?: string
}
