// Words both papers print beside the form's own (cmr/cmr-texts.ts): the permit and the escort
// (shipments.permit, shipments.escort as codes), the numbers that name a shipment.

import type { PaperLanguage } from './paper-data';

export type PaperWords = {
  trackingNumber: string;
  requestReference: string;
  vehiclePlate: string;
  dimensions: string;
  name: string;
  reservations: string;
  permit: string;
  permits: Record<string, string>;
  permitNumber: string;
  validUntil: string;
  escort: string;
  escorts: Record<string, string>;
};

export const PAPER_WORDS: Record<PaperLanguage, PaperWords> = {
  de: {
    trackingNumber: 'Sendungsnummer',
    requestReference: 'Auftragsreferenz',
    vehiclePlate: 'Kennzeichen',
    dimensions: 'Maße (L × B × H)',
    name: 'Name',
    reservations: 'Vorbehalte',
    permit: 'Sondergenehmigung',
    permits: { not_needed: 'nicht erforderlich', requested: 'beantragt', approved: 'erteilt' },
    permitNumber: 'Nr.',
    validUntil: 'gültig bis',
    escort: 'Begleitung',
    escorts: {
      none: 'keine',
      one: 'ein Begleitfahrzeug',
      two: 'zwei Begleitfahrzeuge',
      police: 'Polizeibegleitung',
    },
  },
  en: {
    trackingNumber: 'Tracking number',
    requestReference: 'Request reference',
    vehiclePlate: 'Registration',
    dimensions: 'Dimensions (L × W × H)',
    name: 'Name',
    reservations: 'Reservations',
    permit: 'Special permit',
    permits: { not_needed: 'not required', requested: 'applied for', approved: 'granted' },
    permitNumber: 'No.',
    validUntil: 'valid until',
    escort: 'Escort',
    escorts: {
      none: 'none',
      one: 'one escort vehicle',
      two: 'two escort vehicles',
      police: 'police escort',
    },
  },
  fr: {
    trackingNumber: 'Numéro de suivi',
    requestReference: 'Référence de la demande',
    vehiclePlate: 'Immatriculation',
    dimensions: 'Dimensions (L × l × H)',
    name: 'Nom',
    reservations: 'Réserves',
    permit: 'Autorisation de transport exceptionnel',
    permits: { not_needed: 'non requise', requested: 'demandée', approved: 'accordée' },
    permitNumber: 'n°',
    validUntil: "valable jusqu'au",
    escort: 'Escorte',
    escorts: {
      none: 'aucune',
      one: "un véhicule d'accompagnement",
      two: "deux véhicules d'accompagnement",
      police: 'escorte de police',
    },
  },
  it: {
    trackingNumber: 'Numero di spedizione',
    requestReference: 'Riferimento della richiesta',
    vehiclePlate: 'Targa',
    dimensions: 'Dimensioni (lungh. × largh. × alt.)',
    name: 'Nome',
    reservations: 'Riserve',
    permit: 'Autorizzazione al trasporto eccezionale',
    permits: { not_needed: 'non necessaria', requested: 'richiesta', approved: 'rilasciata' },
    permitNumber: 'n.',
    validUntil: 'valida fino al',
    escort: 'Scorta',
    escorts: {
      none: 'nessuna',
      one: 'un veicolo di scorta',
      two: 'due veicoli di scorta',
      police: 'scorta della polizia',
    },
  },
  es: {
    trackingNumber: 'Número de envío',
    requestReference: 'Referencia de la solicitud',
    vehiclePlate: 'Matrícula',
    dimensions: 'Dimensiones (largo × ancho × alto)',
    name: 'Nombre',
    reservations: 'Reservas',
    permit: 'Autorización especial de transporte',
    permits: { not_needed: 'no necesaria', requested: 'solicitada', approved: 'concedida' },
    permitNumber: 'n.º',
    validUntil: 'válida hasta el',
    escort: 'Escolta',
    escorts: {
      none: 'ninguna',
      one: 'un vehículo de acompañamiento',
      two: 'dos vehículos de acompañamiento',
      police: 'escolta policial',
    },
  },
  nl: {
    trackingNumber: 'Zendingsnummer',
    requestReference: 'Referentie van de aanvraag',
    vehiclePlate: 'Kenteken',
    dimensions: 'Afmetingen (l × b × h)',
    name: 'Naam',
    reservations: 'Voorbehoud',
    permit: 'Ontheffing',
    permits: { not_needed: 'niet nodig', requested: 'aangevraagd', approved: 'verleend' },
    permitNumber: 'nr.',
    validUntil: 'geldig tot',
    escort: 'Begeleiding',
    escorts: {
      none: 'geen',
      one: 'één begeleidingsvoertuig',
      two: 'twee begeleidingsvoertuigen',
      police: 'politiebegeleiding',
    },
  },
  pl: {
    trackingNumber: 'Numer przesyłki',
    requestReference: 'Numer zapytania',
    vehiclePlate: 'Nr rejestracyjny',
    dimensions: 'Wymiary (dł. × szer. × wys.)',
    name: 'Imię i nazwisko',
    reservations: 'Zastrzeżenia',
    permit: 'Zezwolenie na przejazd',
    permits: { not_needed: 'niewymagane', requested: 'złożono wniosek', approved: 'wydane' },
    permitNumber: 'nr',
    validUntil: 'ważne do',
    escort: 'Pilotaż',
    escorts: {
      none: 'brak',
      one: 'jeden pojazd pilotujący',
      two: 'dwa pojazdy pilotujące',
      police: 'eskorta policji',
    },
  },
  ro: {
    trackingNumber: 'Număr de transport',
    requestReference: 'Referința cererii',
    vehiclePlate: 'Nr. de înmatriculare',
    dimensions: 'Dimensiuni (L × l × h)',
    name: 'Nume',
    reservations: 'Rezerve',
    permit: 'Autorizație specială de transport',
    permits: { not_needed: 'nu este necesară', requested: 'solicitată', approved: 'aprobată' },
    permitNumber: 'nr.',
    validUntil: 'valabilă până la',
    escort: 'Însoțire',
    escorts: {
      none: 'fără',
      one: 'un vehicul de însoțire',
      two: 'două vehicule de însoțire',
      police: 'escortă de poliție',
    },
  },
};
