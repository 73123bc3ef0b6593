-- Demo data for the LOCAL stack only (npm start, tests). Never run against production.
-- Runs as `postgres` after the migrations, on a fresh database.

-- The local staff account: staff@example.com / local-staff-password (printed by npm start).
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000',
  'a1b2c3d4-0000-4000-8000-00000000aaaa',
  'authenticated', 'authenticated', 'staff@example.com',
  extensions.crypt('local-staff-password', extensions.gen_salt('bf', 10)),
  now(),
  '{"provider": "email", "providers": ["email"]}', '{}',
  now(), now(), '', '', '', ''
);

-- An owner (DECISIONS 21): it manages the other staff accounts on /admin/staff.
insert into private.staff (user_id, role) values ('a1b2c3d4-0000-4000-8000-00000000aaaa', 'owner');

-- Demo shipments: every known status, multi-entry histories, one with a customer message,
-- one without a position, one without history.
insert into public.shipments (
  id, status, shippername, shipperaddress, recipientname, recipientaddress,
  transportedgoods, accessories, info, purchaseprice, shippingcosts, additionalservices,
  totalamount, paymentmethod, history, currentposition, created_at
) values
(
  '482913', 'În tranzit',
  'Landtechnik Huber GmbH', 'Industriestraße 14, 84130 Dingolfing, Deutschland',
  'Ferme Dubois EARL', '12 Route de Chartres, 28000 Chartres, France',
  'Traktor Fendt 724 Vario (2019)', 'Frontlader, 2 Ersatzschlüssel',
  null,
  '118.500,00 EUR', '1.450,00 EUR', 'Transportversicherung 180,00 EUR', '120.130,00 EUR',
  'Treuhandkonto (Überweisung)',
  '[
    {"status": "Expediere creată", "location": "Dingolfing, DE", "date": "2026-11-16T08:12:00.000Z"},
    {"status": "În tranzit", "location": "Stuttgart, DE", "date": "2026-11-17T14:40:00.000Z"},
    {"status": "În tranzit", "location": "Strasbourg, FR", "date": "2026-11-18T09:05:00.000Z"}
  ]',
  '{"lat": 48.5734, "lng": 7.7521}',
  now() - interval '5 days'
),
(
  '731546', 'Livrat',
  'Bouwmachines Van Dijk B.V.', 'Havenweg 8, 3295 KG ''s-Gravendeel, Nederland',
  'Costruzioni Bianchi S.r.l.', 'Via dell''Industria 27, 37135 Verona, Italia',
  'Excavator Caterpillar 320 (23 t)', 'Cupă de săpare 1,2 m³, ciocan hidraulic',
  'Livrare confirmată de destinatar. Vă mulțumim!',
  '96.000,00 EUR', '3.900,00 EUR', 'Escortă și autorizație de transport agabaritic 850,00 EUR',
  '100.750,00 EUR', 'Transfer bancar',
  '[
    {"status": "Expediere creată", "location": "\u0027s-Gravendeel, NL", "date": "2026-11-02T07:30:00.000Z"},
    {"status": "În tranzit", "location": "Köln, DE", "date": "2026-11-03T11:15:00.000Z"},
    {"status": "În tranzit", "location": "München, DE", "date": "2026-11-04T16:50:00.000Z"},
    {"status": "În tranzit", "location": "Brennero, IT", "date": "2026-11-05T10:20:00.000Z"},
    {"status": "Livrat", "location": "Verona, IT", "date": "2026-11-05T18:05:00.000Z"}
  ]',
  '{"lat": 45.4384, "lng": 10.9916}',
  now() - interval '19 days'
),
(
  '205874', 'Expediere creată',
  'Motos García S.L.', 'Calle de Alcalá 210, 28028 Madrid, España',
  'Jan Kowalski', 'ul. Marszałkowska 84, 00-514 Warszawa, Polska',
  'Motocicletă BMW R 1250 GS (2021)', 'Genți laterale, husă',
  null,
  '14.900,00 EUR', '690,00 EUR', '', '15.590,00 EUR', 'Escrow',
  '[
    {"status": "Expediere creată", "location": "Madrid, ES", "date": "2026-11-20T09:00:00.000Z"}
  ]',
  null,
  now() - interval '1 day'
),
(
  '619037', 'Probleme',
  'Agri Services SARL', '5 Rue des Moissons, 51100 Reims, France',
  'Hofgemeinschaft Schneider GbR', 'Dorfstraße 3, 17033 Neubrandenburg, Deutschland',
  'Mähdrescher Claas Lexion 760', 'Schneidwerk auf separatem Anhänger',
  'Întârziere la vamă din cauza documentelor lipsă. Vă contactăm în cel mai scurt timp.',
  '210.000,00 EUR', '4.800,00 EUR', 'Begleitfahrzeug 1.200,00 EUR', '216.000,00 EUR',
  'Treuhand',
  '[
    {"status": "Expediere creată", "location": "Reims, FR", "date": "2026-11-10T06:45:00.000Z"},
    {"status": "În tranzit", "location": "Luxembourg, LU", "date": "2026-11-11T12:30:00.000Z"},
    {"status": "Probleme", "location": "Hannover, DE", "date": "2026-11-12T15:10:00.000Z"}
  ]',
  '{"lat": 52.3759, "lng": 9.7320}',
  now() - interval '11 days'
),
(
  '158302', 'Expediere creată',
  'Transporte Martínez', 'Polígono Industrial Norte, Nave 4, 46980 Paterna, España',
  'Garage Lefèvre', '44 Avenue Jean Jaurès, 69007 Lyon, France',
  'Autoturism Mercedes-Benz E 220 d (2020)', '',
  null,
  '27.400,00 EUR', '950,00 EUR', '', '28.350,00 EUR', 'Transfer bancar',
  '[]',
  '{"lat": 39.5030, "lng": -0.4410}',
  now() - interval '2 hours'
);

-- A recipient link for the first demo shipment with a fixed, public key (local only: real keys
-- are random and shown once). npm start prints it; e2e opens it.
insert into private.tracking_links (shipment_id, shipment_created_at, party, key_hash, created_by)
select id, created_at, 'recipient', private.link_key_hash('demo-recipient-link-482913-local'), 'system'
  from public.shipments where id = '482913';
