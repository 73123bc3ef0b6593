export interface LatLng {
  lat: number;
  lng: number;
}

/** The position in OpenStreetMap, with a marker, at the same zoom as the embedded map. */
export function openStreetMapUrl({ lat, lng }: LatLng, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
