-- A database as the server made it before migrations were frozen SQL files (release 1.1.8, commit
-- 1709afe): migrations 0001_accounts and 0002_fleet_telemetry applied from the `*.tables.ts` constants,
-- the bookkeeping without checksums, the demo accounts and fleet seeded on 2026-11-20, telemetry of 12
-- vehicles and one datasheet comment. Made once with that release's code against PostgreSQL 15 and
-- `pg_dump --no-owner --no-privileges --no-comments --inserts --rows-per-insert=100`; the session
-- settings (SET, search_path, \restrict) were taken out so PGlite and node-postgres can run it as is.
-- Never regenerate it with newer code: it stands for databases that exist.
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)




--
-- Name: accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts (
    id text NOT NULL,
    account_name text NOT NULL,
    email text,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    display_name text DEFAULT ''::text NOT NULL,
    role text NOT NULL,
    passkey_hash text NOT NULL,
    old_login_id text,
    avatar_image bytea,
    avatar_content_type text,
    avatar_version integer DEFAULT 0 NOT NULL,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT accounts_avatar_content_type_check CHECK ((avatar_content_type = ANY (ARRAY['image/jpeg'::text, 'image/png'::text]))),
    CONSTRAINT accounts_role_check CHECK ((role = ANY (ARRAY['administrator'::text, 'operator_admin'::text, 'user'::text, 'demo'::text])))
);


--
-- Name: daily_figures; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.daily_figures (
    vehicle_id integer NOT NULL,
    day date NOT NULL,
    standby_seconds double precision DEFAULT 0 NOT NULL,
    idle_seconds double precision DEFAULT 0 NOT NULL,
    driving_seconds double precision DEFAULT 0 NOT NULL,
    km_driven double precision DEFAULT 0 NOT NULL,
    first_mileage_km double precision,
    last_mileage_km double precision,
    first_ts timestamp with time zone,
    last_ts timestamp with time zone
);


--
-- Name: login_throttle; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_throttle (
    account_key text NOT NULL,
    failures integer DEFAULT 0 NOT NULL,
    locked_until timestamp with time zone,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: membership_rights; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.membership_rights (
    account_id text NOT NULL,
    organisation_id text NOT NULL,
    resource text NOT NULL,
    can_read boolean DEFAULT false NOT NULL,
    can_create boolean DEFAULT false NOT NULL,
    CONSTRAINT membership_rights_resource_check CHECK ((resource = ANY (ARRAY['gateway/telematics'::text, 'logbook_entries'::text, 'logbook_entries/comments'::text])))
);


--
-- Name: memberships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memberships (
    account_id text NOT NULL,
    organisation_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: organisations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.organisations (
    id text NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: passkey_reset_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.passkey_reset_tokens (
    token_hash text NOT NULL,
    account_id text NOT NULL,
    origin text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone
);


--
-- Name: positions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.positions (
    vehicle_id integer NOT NULL,
    ts timestamp with time zone NOT NULL,
    lat double precision,
    lng double precision,
    speed real NOT NULL,
    bearing real NOT NULL,
    status smallint NOT NULL,
    gps_satellites smallint NOT NULL,
    gsm_signal smallint NOT NULL,
    mileage_km double precision NOT NULL,
    external_voltage real NOT NULL,
    temperature real NOT NULL,
    CONSTRAINT positions_status_check CHECK (((status >= 1) AND (status <= 4)))
);


--
-- Name: refresh_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.refresh_tokens (
    id text NOT NULL,
    account_id text NOT NULL,
    token_hash text NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone
);


--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migrations (
    id text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: server_secrets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.server_secrets (
    name text NOT NULL,
    value text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: vehicle_access_windows; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_access_windows (
    account_id text NOT NULL,
    vehicle_id integer NOT NULL,
    start_date date,
    end_date date,
    CONSTRAINT vehicle_access_windows_check CHECK (((start_date IS NULL) OR (end_date IS NULL) OR (start_date <= end_date)))
);


--
-- Name: vehicle_comments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_comments (
    id bigint NOT NULL,
    vehicle_id integer NOT NULL,
    account_id text,
    comment text NOT NULL,
    fuel_consumption text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: vehicle_comments_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.vehicle_comments ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.vehicle_comments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: vehicle_live; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_live (
    vehicle_id integer NOT NULL,
    ts timestamp with time zone NOT NULL,
    lat double precision,
    lng double precision,
    speed real NOT NULL,
    bearing real NOT NULL,
    status smallint NOT NULL,
    gps_satellites smallint NOT NULL,
    gsm_signal smallint NOT NULL,
    mileage_km double precision NOT NULL,
    external_voltage real NOT NULL,
    temperature real NOT NULL
);


--
-- Name: vehicles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicles (
    id integer NOT NULL,
    organisation_id text NOT NULL,
    wp_id integer NOT NULL,
    name text NOT NULL,
    image text,
    model text NOT NULL,
    type text NOT NULL,
    engine text NOT NULL,
    fabric_nr text NOT NULL,
    manufacturer_name text,
    model_name text,
    fabric_number text,
    construction_year integer,
    min_operating_weight_kg double precision,
    fuel_consumption jsonb,
    device_key_hash text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: vehicles_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.vehicles ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.vehicles_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Data for Name: accounts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.accounts VALUES
	('39e4e009-1094-4583-94ee-670839efb79b', 'admin', 'admin@example.com', 'Anna', 'Hoffmann', 'Anna Hoffmann', 'administrator', '$argon2id$v=19$m=19456,t=2,p=1$AAPpkkDr/wgtZrtzKGQrBQ$kRD/LKLtSgdLbUviDeEyn8J9LZdVPrjE/ArQ297O8CY', '100001', NULL, NULL, 0, '{}', '2026-11-22 08:56:23.078504+00'),
	('e19837a5-67c3-4dc5-921b-968b3848669b', 'opadmin', 'opadmin@example.com', 'Oliver', 'Brandt', 'Oliver Brandt', 'operator_admin', '$argon2id$v=19$m=19456,t=2,p=1$V6Ks0C69L+NagzNBJNysxw$8RxnBfTEnf16jIOZGX64s6nQzcJZQEBrWbH7x2St5Dk', '100002', NULL, NULL, 0, '{}', '2026-11-22 08:56:23.078504+00'),
	('fc90eb5f-7ff2-4ccd-9ce2-698ad8a55231', 'dispatcher', 'dispatcher@example.com', 'Sabine', 'Keller', 'Sabine Keller', 'user', '$argon2id$v=19$m=19456,t=2,p=1$2Bjpa0zCJSnRxPQ0dEUpUA$GI3Ne/D0eHV7HKaGmfz69gzC9hXdODhKoUAges+BvW4', '100003', NULL, NULL, 0, '{}', '2026-11-22 08:56:23.078504+00'),
	('3fff755c-c26a-4f88-af39-7e48de3b08fe', 'driver', 'driver@example.com', 'Lukas', 'Wagner', 'Lukas Wagner', 'user', '$argon2id$v=19$m=19456,t=2,p=1$loxV4i8RkiuujijTFJADXQ$sAxDmPh+BMdMqUMm+YO1ZGbxbj6Bg20ikR0HjfiN9zY', '100004', NULL, NULL, 0, '{}', '2026-11-22 08:56:23.078504+00'),
	('fc7f5fc8-695e-4760-bcfc-66bc7c4ecdc1', 'demo', 'demo@example.com', 'Demo', 'Benutzer', 'Demo User', 'demo', '$argon2id$v=19$m=19456,t=2,p=1$igwOcvWgu6EcbvIyoyg9fw$+jI95cenr0ZOot7dkcqt6yRf6QIBx0m+An/Y+clwvQQ', '100005', NULL, NULL, 0, '{}', '2026-11-22 08:56:23.078504+00'),
	('9bcbd1ce-dcce-4de6-9051-96c5f10c93ef', 'guest', 'guest@example.com', 'Marco', 'Bernasconi', 'Marco Bernasconi', 'user', '$argon2id$v=19$m=19456,t=2,p=1$VZ13WxDuYMNwEXwT1hHQdA$uK/7rB8D3pwUsIx78rOt9jhZcmDQ8afM98BaGEH53mo', '100006', NULL, NULL, 0, '{}', '2026-11-22 08:56:23.078504+00');


--
-- Data for Name: daily_figures; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.daily_figures VALUES
	(101, '2026-11-20', 60, 60, 120, 22.5, 120000, 120022.5, '2026-11-20 07:36:00+00', '2026-11-20 07:40:30+00'),
	(102, '2026-11-19', 600, 600, 1200, 22.5, 121000, 121022.5, '2026-11-19 10:00:00+00', '2026-11-19 10:45:00+00'),
	(103, '2026-11-20', 60, 60, 120, 22.5, 122000, 122022.5, '2026-11-20 07:36:00+00', '2026-11-20 07:40:30+00'),
	(104, '2026-11-19', 600, 600, 1200, 22.5, 123000, 123022.5, '2026-11-19 10:00:00+00', '2026-11-19 10:45:00+00'),
	(105, '2026-11-20', 60, 60, 120, 22.5, 124000, 124022.5, '2026-11-20 07:36:00+00', '2026-11-20 07:40:30+00'),
	(106, '2026-11-19', 600, 600, 1200, 22.5, 125000, 125022.5, '2026-11-19 10:00:00+00', '2026-11-19 10:45:00+00'),
	(107, '2026-11-20', 60, 60, 120, 22.5, 126000, 126022.5, '2026-11-20 07:36:00+00', '2026-11-20 07:40:30+00'),
	(108, '2026-11-19', 600, 600, 1200, 22.5, 127000, 127022.5, '2026-11-19 10:00:00+00', '2026-11-19 10:45:00+00'),
	(212, '2026-11-20', 60, 60, 120, 22.5, 128000, 128022.5, '2026-11-20 07:36:00+00', '2026-11-20 07:40:30+00'),
	(213, '2026-11-19', 600, 600, 1200, 22.5, 129000, 129022.5, '2026-11-19 10:00:00+00', '2026-11-19 10:45:00+00'),
	(214, '2026-11-20', 60, 60, 120, 22.5, 130000, 130022.5, '2026-11-20 07:36:00+00', '2026-11-20 07:40:30+00'),
	(215, '2026-11-19', 600, 600, 1200, 22.5, 131000, 131022.5, '2026-11-19 10:00:00+00', '2026-11-19 10:45:00+00');


--
-- Data for Name: login_throttle; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: membership_rights; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.membership_rights VALUES
	('39e4e009-1094-4583-94ee-670839efb79b', 'org-nordbahn-logistik', 'gateway/telematics', true, false),
	('39e4e009-1094-4583-94ee-670839efb79b', 'org-nordbahn-logistik', 'logbook_entries', true, true),
	('39e4e009-1094-4583-94ee-670839efb79b', 'org-nordbahn-logistik', 'logbook_entries/comments', true, true),
	('39e4e009-1094-4583-94ee-670839efb79b', 'org-alpen-rail-service', 'gateway/telematics', true, false),
	('39e4e009-1094-4583-94ee-670839efb79b', 'org-alpen-rail-service', 'logbook_entries', true, true),
	('39e4e009-1094-4583-94ee-670839efb79b', 'org-alpen-rail-service', 'logbook_entries/comments', true, true),
	('e19837a5-67c3-4dc5-921b-968b3848669b', 'org-nordbahn-logistik', 'gateway/telematics', true, false),
	('e19837a5-67c3-4dc5-921b-968b3848669b', 'org-nordbahn-logistik', 'logbook_entries', true, true),
	('e19837a5-67c3-4dc5-921b-968b3848669b', 'org-nordbahn-logistik', 'logbook_entries/comments', true, true),
	('fc90eb5f-7ff2-4ccd-9ce2-698ad8a55231', 'org-nordbahn-logistik', 'gateway/telematics', true, false),
	('fc90eb5f-7ff2-4ccd-9ce2-698ad8a55231', 'org-nordbahn-logistik', 'logbook_entries', true, false),
	('fc90eb5f-7ff2-4ccd-9ce2-698ad8a55231', 'org-nordbahn-logistik', 'logbook_entries/comments', true, false),
	('3fff755c-c26a-4f88-af39-7e48de3b08fe', 'org-nordbahn-logistik', 'logbook_entries', true, true),
	('3fff755c-c26a-4f88-af39-7e48de3b08fe', 'org-nordbahn-logistik', 'logbook_entries/comments', true, true),
	('fc7f5fc8-695e-4760-bcfc-66bc7c4ecdc1', 'org-nordbahn-logistik', 'gateway/telematics', true, false),
	('fc7f5fc8-695e-4760-bcfc-66bc7c4ecdc1', 'org-nordbahn-logistik', 'logbook_entries', true, false),
	('9bcbd1ce-dcce-4de6-9051-96c5f10c93ef', 'org-alpen-rail-service', 'gateway/telematics', true, false);


--
-- Data for Name: memberships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memberships VALUES
	('39e4e009-1094-4583-94ee-670839efb79b', 'org-nordbahn-logistik', '2026-11-20 10:00:00+00'),
	('39e4e009-1094-4583-94ee-670839efb79b', 'org-alpen-rail-service', '2026-11-20 10:00:00.001+00'),
	('e19837a5-67c3-4dc5-921b-968b3848669b', 'org-nordbahn-logistik', '2026-11-20 10:00:00+00'),
	('fc90eb5f-7ff2-4ccd-9ce2-698ad8a55231', 'org-nordbahn-logistik', '2026-11-20 10:00:00+00'),
	('3fff755c-c26a-4f88-af39-7e48de3b08fe', 'org-nordbahn-logistik', '2026-11-20 10:00:00+00'),
	('fc7f5fc8-695e-4760-bcfc-66bc7c4ecdc1', 'org-nordbahn-logistik', '2026-11-20 10:00:00+00'),
	('9bcbd1ce-dcce-4de6-9051-96c5f10c93ef', 'org-alpen-rail-service', '2026-11-20 10:00:00+00');


--
-- Data for Name: organisations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.organisations VALUES
	('org-nordbahn-logistik', 'Nordbahn Logistik GmbH', '2026-11-22 08:56:23.078504+00'),
	('org-alpen-rail-service', 'Alpen Rail Service AG', '2026-11-22 08:56:23.078504+00');


--
-- Data for Name: passkey_reset_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: positions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.positions VALUES
	(101, '2026-11-20 07:36:00+00', 53.5, 9.9, 0, 0, 2, 9, 18, 120000, 24.1, 12.5),
	(101, '2026-11-20 07:36:30+00', 53.501, 9.902000000000001, 41, 30, 4, 9, 18, 120002.5, 24.1, 12.5),
	(101, '2026-11-20 07:37:00+00', 53.502, 9.904, 42, 60, 4, 9, 18, 120005, 24.1, 12.5),
	(101, '2026-11-20 07:37:30+00', 53.503, 9.906, 0, 90, 3, 9, 18, 120007.5, 24.1, 12.5),
	(101, '2026-11-20 07:38:00+00', 53.504, 9.908, 44, 120, 1, 9, 18, 120010, 24.1, 12.5),
	(101, '2026-11-20 07:38:30+00', 53.505, 9.91, 45, 150, 2, 9, 18, 120012.5, 24.1, 12.5),
	(101, '2026-11-20 07:39:00+00', 53.506, 9.912, 0, 180, 4, 9, 18, 120015, 24.1, 12.5),
	(101, '2026-11-20 07:39:30+00', 53.507, 9.914, 47, 210, 4, 9, 18, 120017.5, 24.1, 12.5),
	(101, '2026-11-20 07:40:00+00', 53.508, 9.916, 48, 240, 3, 9, 18, 120020, 24.1, 12.5),
	(101, '2026-11-20 07:40:30+00', 53.509, 9.918000000000001, 0, 270, 1, 9, 18, 120022.5, 24.1, 12.5),
	(102, '2026-11-19 10:00:00+00', 53.51, 9.9, 0, 0, 2, 9, 18, 121000, 24.1, 12.5),
	(102, '2026-11-19 10:05:00+00', 53.510999999999996, 9.902000000000001, 41, 30, 4, 9, 18, 121002.5, 24.1, 12.5),
	(102, '2026-11-19 10:10:00+00', 53.512, 9.904, 42, 60, 4, 9, 18, 121005, 24.1, 12.5),
	(102, '2026-11-19 10:15:00+00', 53.513, 9.906, 0, 90, 3, 9, 18, 121007.5, 24.1, 12.5),
	(102, '2026-11-19 10:20:00+00', 53.513999999999996, 9.908, 44, 120, 1, 9, 18, 121010, 24.1, 12.5),
	(102, '2026-11-19 10:25:00+00', 53.515, 9.91, 45, 150, 2, 9, 18, 121012.5, 24.1, 12.5),
	(102, '2026-11-19 10:30:00+00', 53.516, 9.912, 0, 180, 4, 9, 18, 121015, 24.1, 12.5),
	(102, '2026-11-19 10:35:00+00', 53.516999999999996, 9.914, 47, 210, 4, 9, 18, 121017.5, 24.1, 12.5),
	(102, '2026-11-19 10:40:00+00', 53.518, 9.916, 48, 240, 3, 9, 18, 121020, 24.1, 12.5),
	(102, '2026-11-19 10:45:00+00', 53.519, 9.918000000000001, 0, 270, 1, 9, 18, 121022.5, 24.1, 12.5),
	(103, '2026-11-20 07:36:00+00', 53.52, 9.9, 0, 0, 2, 9, 18, 122000, 24.1, 12.5),
	(103, '2026-11-20 07:36:30+00', 53.521, 9.902000000000001, 41, 30, 4, 9, 18, 122002.5, 24.1, 12.5),
	(103, '2026-11-20 07:37:00+00', 53.522000000000006, 9.904, 42, 60, 4, 9, 18, 122005, 24.1, 12.5),
	(103, '2026-11-20 07:37:30+00', 53.523, 9.906, 0, 90, 3, 9, 18, 122007.5, 24.1, 12.5),
	(103, '2026-11-20 07:38:00+00', 53.524, 9.908, 44, 120, 1, 9, 18, 122010, 24.1, 12.5),
	(103, '2026-11-20 07:38:30+00', 53.525000000000006, 9.91, 45, 150, 2, 9, 18, 122012.5, 24.1, 12.5),
	(103, '2026-11-20 07:39:00+00', 53.526, 9.912, 0, 180, 4, 9, 18, 122015, 24.1, 12.5),
	(103, '2026-11-20 07:39:30+00', 53.527, 9.914, 47, 210, 4, 9, 18, 122017.5, 24.1, 12.5),
	(103, '2026-11-20 07:40:00+00', 53.528000000000006, 9.916, 48, 240, 3, 9, 18, 122020, 24.1, 12.5),
	(103, '2026-11-20 07:40:30+00', 53.529, 9.918000000000001, 0, 270, 1, 9, 18, 122022.5, 24.1, 12.5),
	(104, '2026-11-19 10:00:00+00', 53.53, 9.9, 0, 0, 2, 9, 18, 123000, 24.1, 12.5),
	(104, '2026-11-19 10:05:00+00', 53.531, 9.902000000000001, 41, 30, 4, 9, 18, 123002.5, 24.1, 12.5),
	(104, '2026-11-19 10:10:00+00', 53.532000000000004, 9.904, 42, 60, 4, 9, 18, 123005, 24.1, 12.5),
	(104, '2026-11-19 10:15:00+00', 53.533, 9.906, 0, 90, 3, 9, 18, 123007.5, 24.1, 12.5),
	(104, '2026-11-19 10:20:00+00', 53.534, 9.908, 44, 120, 1, 9, 18, 123010, 24.1, 12.5),
	(104, '2026-11-19 10:25:00+00', 53.535000000000004, 9.91, 45, 150, 2, 9, 18, 123012.5, 24.1, 12.5),
	(104, '2026-11-19 10:30:00+00', 53.536, 9.912, 0, 180, 4, 9, 18, 123015, 24.1, 12.5),
	(104, '2026-11-19 10:35:00+00', 53.537, 9.914, 47, 210, 4, 9, 18, 123017.5, 24.1, 12.5),
	(104, '2026-11-19 10:40:00+00', 53.538000000000004, 9.916, 48, 240, 3, 9, 18, 123020, 24.1, 12.5),
	(104, '2026-11-19 10:45:00+00', 53.539, 9.918000000000001, 0, 270, 1, 9, 18, 123022.5, 24.1, 12.5),
	(105, '2026-11-20 07:36:00+00', 53.54, 9.9, 0, 0, 2, 9, 18, 124000, 24.1, 12.5),
	(105, '2026-11-20 07:36:30+00', 53.541, 9.902000000000001, 41, 30, 4, 9, 18, 124002.5, 24.1, 12.5),
	(105, '2026-11-20 07:37:00+00', 53.542, 9.904, 42, 60, 4, 9, 18, 124005, 24.1, 12.5),
	(105, '2026-11-20 07:37:30+00', 53.543, 9.906, 0, 90, 3, 9, 18, 124007.5, 24.1, 12.5),
	(105, '2026-11-20 07:38:00+00', 53.544, 9.908, 44, 120, 1, 9, 18, 124010, 24.1, 12.5),
	(105, '2026-11-20 07:38:30+00', 53.545, 9.91, 45, 150, 2, 9, 18, 124012.5, 24.1, 12.5),
	(105, '2026-11-20 07:39:00+00', 53.546, 9.912, 0, 180, 4, 9, 18, 124015, 24.1, 12.5),
	(105, '2026-11-20 07:39:30+00', 53.547, 9.914, 47, 210, 4, 9, 18, 124017.5, 24.1, 12.5),
	(105, '2026-11-20 07:40:00+00', 53.548, 9.916, 48, 240, 3, 9, 18, 124020, 24.1, 12.5),
	(105, '2026-11-20 07:40:30+00', 53.549, 9.918000000000001, 0, 270, 1, 9, 18, 124022.5, 24.1, 12.5),
	(106, '2026-11-19 10:00:00+00', 53.55, 9.9, 0, 0, 2, 9, 18, 125000, 24.1, 12.5),
	(106, '2026-11-19 10:05:00+00', 53.550999999999995, 9.902000000000001, 41, 30, 4, 9, 18, 125002.5, 24.1, 12.5),
	(106, '2026-11-19 10:10:00+00', 53.552, 9.904, 42, 60, 4, 9, 18, 125005, 24.1, 12.5),
	(106, '2026-11-19 10:15:00+00', 53.553, 9.906, 0, 90, 3, 9, 18, 125007.5, 24.1, 12.5),
	(106, '2026-11-19 10:20:00+00', 53.553999999999995, 9.908, 44, 120, 1, 9, 18, 125010, 24.1, 12.5),
	(106, '2026-11-19 10:25:00+00', 53.555, 9.91, 45, 150, 2, 9, 18, 125012.5, 24.1, 12.5),
	(106, '2026-11-19 10:30:00+00', 53.556, 9.912, 0, 180, 4, 9, 18, 125015, 24.1, 12.5),
	(106, '2026-11-19 10:35:00+00', 53.556999999999995, 9.914, 47, 210, 4, 9, 18, 125017.5, 24.1, 12.5),
	(106, '2026-11-19 10:40:00+00', 53.558, 9.916, 48, 240, 3, 9, 18, 125020, 24.1, 12.5),
	(106, '2026-11-19 10:45:00+00', 53.559, 9.918000000000001, 0, 270, 1, 9, 18, 125022.5, 24.1, 12.5),
	(107, '2026-11-20 07:36:00+00', 53.56, 9.9, 0, 0, 2, 9, 18, 126000, 24.1, 12.5),
	(107, '2026-11-20 07:36:30+00', 53.561, 9.902000000000001, 41, 30, 4, 9, 18, 126002.5, 24.1, 12.5),
	(107, '2026-11-20 07:37:00+00', 53.562000000000005, 9.904, 42, 60, 4, 9, 18, 126005, 24.1, 12.5),
	(107, '2026-11-20 07:37:30+00', 53.563, 9.906, 0, 90, 3, 9, 18, 126007.5, 24.1, 12.5),
	(107, '2026-11-20 07:38:00+00', 53.564, 9.908, 44, 120, 1, 9, 18, 126010, 24.1, 12.5),
	(107, '2026-11-20 07:38:30+00', 53.565000000000005, 9.91, 45, 150, 2, 9, 18, 126012.5, 24.1, 12.5),
	(107, '2026-11-20 07:39:00+00', 53.566, 9.912, 0, 180, 4, 9, 18, 126015, 24.1, 12.5),
	(107, '2026-11-20 07:39:30+00', 53.567, 9.914, 47, 210, 4, 9, 18, 126017.5, 24.1, 12.5),
	(107, '2026-11-20 07:40:00+00', 53.568000000000005, 9.916, 48, 240, 3, 9, 18, 126020, 24.1, 12.5),
	(107, '2026-11-20 07:40:30+00', 53.569, 9.918000000000001, 0, 270, 1, 9, 18, 126022.5, 24.1, 12.5),
	(108, '2026-11-19 10:00:00+00', 53.57, 9.9, 0, 0, 2, 9, 18, 127000, 24.1, 12.5),
	(108, '2026-11-19 10:05:00+00', 53.571, 9.902000000000001, 41, 30, 4, 9, 18, 127002.5, 24.1, 12.5),
	(108, '2026-11-19 10:10:00+00', 53.572, 9.904, 42, 60, 4, 9, 18, 127005, 24.1, 12.5),
	(108, '2026-11-19 10:15:00+00', 53.573, 9.906, 0, 90, 3, 9, 18, 127007.5, 24.1, 12.5),
	(108, '2026-11-19 10:20:00+00', 53.574, 9.908, 44, 120, 1, 9, 18, 127010, 24.1, 12.5),
	(108, '2026-11-19 10:25:00+00', 53.575, 9.91, 45, 150, 2, 9, 18, 127012.5, 24.1, 12.5),
	(108, '2026-11-19 10:30:00+00', 53.576, 9.912, 0, 180, 4, 9, 18, 127015, 24.1, 12.5),
	(108, '2026-11-19 10:35:00+00', 53.577, 9.914, 47, 210, 4, 9, 18, 127017.5, 24.1, 12.5),
	(108, '2026-11-19 10:40:00+00', 53.578, 9.916, 48, 240, 3, 9, 18, 127020, 24.1, 12.5),
	(108, '2026-11-19 10:45:00+00', 53.579, 9.918000000000001, 0, 270, 1, 9, 18, 127022.5, 24.1, 12.5),
	(212, '2026-11-20 07:36:00+00', 53.58, 9.9, 0, 0, 2, 9, 18, 128000, 24.1, 12.5),
	(212, '2026-11-20 07:36:30+00', 53.580999999999996, 9.902000000000001, 41, 30, 4, 9, 18, 128002.5, 24.1, 12.5),
	(212, '2026-11-20 07:37:00+00', 53.582, 9.904, 42, 60, 4, 9, 18, 128005, 24.1, 12.5),
	(212, '2026-11-20 07:37:30+00', 53.583, 9.906, 0, 90, 3, 9, 18, 128007.5, 24.1, 12.5),
	(212, '2026-11-20 07:38:00+00', 53.583999999999996, 9.908, 44, 120, 1, 9, 18, 128010, 24.1, 12.5),
	(212, '2026-11-20 07:38:30+00', 53.585, 9.91, 45, 150, 2, 9, 18, 128012.5, 24.1, 12.5),
	(212, '2026-11-20 07:39:00+00', 53.586, 9.912, 0, 180, 4, 9, 18, 128015, 24.1, 12.5),
	(212, '2026-11-20 07:39:30+00', 53.586999999999996, 9.914, 47, 210, 4, 9, 18, 128017.5, 24.1, 12.5),
	(212, '2026-11-20 07:40:00+00', 53.588, 9.916, 48, 240, 3, 9, 18, 128020, 24.1, 12.5),
	(212, '2026-11-20 07:40:30+00', 53.589, 9.918000000000001, 0, 270, 1, 9, 18, 128022.5, 24.1, 12.5),
	(213, '2026-11-19 10:00:00+00', 53.59, 9.9, 0, 0, 2, 9, 18, 129000, 24.1, 12.5),
	(213, '2026-11-19 10:05:00+00', 53.591, 9.902000000000001, 41, 30, 4, 9, 18, 129002.5, 24.1, 12.5),
	(213, '2026-11-19 10:10:00+00', 53.592000000000006, 9.904, 42, 60, 4, 9, 18, 129005, 24.1, 12.5),
	(213, '2026-11-19 10:15:00+00', 53.593, 9.906, 0, 90, 3, 9, 18, 129007.5, 24.1, 12.5),
	(213, '2026-11-19 10:20:00+00', 53.594, 9.908, 44, 120, 1, 9, 18, 129010, 24.1, 12.5),
	(213, '2026-11-19 10:25:00+00', 53.595000000000006, 9.91, 45, 150, 2, 9, 18, 129012.5, 24.1, 12.5),
	(213, '2026-11-19 10:30:00+00', 53.596000000000004, 9.912, 0, 180, 4, 9, 18, 129015, 24.1, 12.5),
	(213, '2026-11-19 10:35:00+00', 53.597, 9.914, 47, 210, 4, 9, 18, 129017.5, 24.1, 12.5),
	(213, '2026-11-19 10:40:00+00', 53.598000000000006, 9.916, 48, 240, 3, 9, 18, 129020, 24.1, 12.5),
	(213, '2026-11-19 10:45:00+00', 53.599000000000004, 9.918000000000001, 0, 270, 1, 9, 18, 129022.5, 24.1, 12.5);
INSERT INTO public.positions VALUES
	(214, '2026-11-20 07:36:00+00', 53.6, 9.9, 0, 0, 2, 9, 18, 130000, 24.1, 12.5),
	(214, '2026-11-20 07:36:30+00', 53.601, 9.902000000000001, 41, 30, 4, 9, 18, 130002.5, 24.1, 12.5),
	(214, '2026-11-20 07:37:00+00', 53.602000000000004, 9.904, 42, 60, 4, 9, 18, 130005, 24.1, 12.5),
	(214, '2026-11-20 07:37:30+00', 53.603, 9.906, 0, 90, 3, 9, 18, 130007.5, 24.1, 12.5),
	(214, '2026-11-20 07:38:00+00', 53.604, 9.908, 44, 120, 1, 9, 18, 130010, 24.1, 12.5),
	(214, '2026-11-20 07:38:30+00', 53.605000000000004, 9.91, 45, 150, 2, 9, 18, 130012.5, 24.1, 12.5),
	(214, '2026-11-20 07:39:00+00', 53.606, 9.912, 0, 180, 4, 9, 18, 130015, 24.1, 12.5),
	(214, '2026-11-20 07:39:30+00', 53.607, 9.914, 47, 210, 4, 9, 18, 130017.5, 24.1, 12.5),
	(214, '2026-11-20 07:40:00+00', 53.608000000000004, 9.916, 48, 240, 3, 9, 18, 130020, 24.1, 12.5),
	(214, '2026-11-20 07:40:30+00', 53.609, 9.918000000000001, 0, 270, 1, 9, 18, 130022.5, 24.1, 12.5),
	(215, '2026-11-19 10:00:00+00', 53.61, 9.9, 0, 0, 2, 9, 18, 131000, 24.1, 12.5),
	(215, '2026-11-19 10:05:00+00', 53.611, 9.902000000000001, 41, 30, 4, 9, 18, 131002.5, 24.1, 12.5),
	(215, '2026-11-19 10:10:00+00', 53.612, 9.904, 42, 60, 4, 9, 18, 131005, 24.1, 12.5),
	(215, '2026-11-19 10:15:00+00', 53.613, 9.906, 0, 90, 3, 9, 18, 131007.5, 24.1, 12.5),
	(215, '2026-11-19 10:20:00+00', 53.614, 9.908, 44, 120, 1, 9, 18, 131010, 24.1, 12.5),
	(215, '2026-11-19 10:25:00+00', 53.615, 9.91, 45, 150, 2, 9, 18, 131012.5, 24.1, 12.5),
	(215, '2026-11-19 10:30:00+00', 53.616, 9.912, 0, 180, 4, 9, 18, 131015, 24.1, 12.5),
	(215, '2026-11-19 10:35:00+00', 53.617, 9.914, 47, 210, 4, 9, 18, 131017.5, 24.1, 12.5),
	(215, '2026-11-19 10:40:00+00', 53.618, 9.916, 48, 240, 3, 9, 18, 131020, 24.1, 12.5),
	(215, '2026-11-19 10:45:00+00', 53.619, 9.918000000000001, 0, 270, 1, 9, 18, 131022.5, 24.1, 12.5);


--
-- Data for Name: refresh_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.schema_migrations VALUES
	('0001_accounts', '2026-11-22 08:56:22.901089+00'),
	('0002_fleet_telemetry', '2026-11-22 08:56:22.933434+00');


--
-- Data for Name: server_secrets; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: vehicle_access_windows; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.vehicle_access_windows VALUES
	('9bcbd1ce-dcce-4de6-9051-96c5f10c93ef', 201, '2026-10-21', NULL),
	('9bcbd1ce-dcce-4de6-9051-96c5f10c93ef', 203, '2026-10-11', '2026-11-10'),
	('9bcbd1ce-dcce-4de6-9051-96c5f10c93ef', 206, '2026-09-21', '2026-12-20'),
	('9bcbd1ce-dcce-4de6-9051-96c5f10c93ef', 210, '2026-11-13', NULL),
	('9bcbd1ce-dcce-4de6-9051-96c5f10c93ef', 213, NULL, '2026-10-31');


--
-- Data for Name: vehicle_comments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.vehicle_comments OVERRIDING SYSTEM VALUE VALUES
	(1, 101, 'fc90eb5f-7ff2-4ccd-9ce2-698ad8a55231', 'Bremsen geprüft', '{"isActive":false,"usageTypePercentage":50,"shortDistance":{"usagePercentage":50,"light":0,"heavy":0},"longDistance":{"usagePercentage":50,"light":0,"heavy":0},"standingWithEngRunning":0}', '2026-11-20 10:00:00+00');


--
-- Data for Name: vehicle_live; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.vehicle_live VALUES
	(101, '2026-11-20 07:40:30+00', 53.509, 9.918000000000001, 0, 270, 1, 9, 18, 120022.5, 24.1, 12.5),
	(102, '2026-11-19 10:45:00+00', 53.519, 9.918000000000001, 0, 270, 1, 9, 18, 121022.5, 24.1, 12.5),
	(103, '2026-11-20 07:40:30+00', 53.529, 9.918000000000001, 0, 270, 1, 9, 18, 122022.5, 24.1, 12.5),
	(104, '2026-11-19 10:45:00+00', 53.539, 9.918000000000001, 0, 270, 1, 9, 18, 123022.5, 24.1, 12.5),
	(105, '2026-11-20 07:40:30+00', 53.549, 9.918000000000001, 0, 270, 1, 9, 18, 124022.5, 24.1, 12.5),
	(106, '2026-11-19 10:45:00+00', 53.559, 9.918000000000001, 0, 270, 1, 9, 18, 125022.5, 24.1, 12.5),
	(107, '2026-11-20 07:40:30+00', 53.569, 9.918000000000001, 0, 270, 1, 9, 18, 126022.5, 24.1, 12.5),
	(108, '2026-11-19 10:45:00+00', 53.579, 9.918000000000001, 0, 270, 1, 9, 18, 127022.5, 24.1, 12.5),
	(212, '2026-11-20 07:40:30+00', 53.589, 9.918000000000001, 0, 270, 1, 9, 18, 128022.5, 24.1, 12.5),
	(213, '2026-11-19 10:45:00+00', 53.599000000000004, 9.918000000000001, 0, 270, 1, 9, 18, 129022.5, 24.1, 12.5),
	(214, '2026-11-20 07:40:30+00', 53.609, 9.918000000000001, 0, 270, 1, 9, 18, 130022.5, 24.1, 12.5),
	(215, '2026-11-19 10:45:00+00', 53.619, 9.918000000000001, 0, 270, 1, 9, 18, 131022.5, 24.1, 12.5);


--
-- Data for Name: vehicles; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.vehicles VALUES
	(102, 'org-nordbahn-logistik', 4102, 'G 6 – 650 084', '/vehicles/diesel-locomotive.svg', 'G 6', 'Rangierlokomotive', 'diesel', '5001756', 'Vossloh Locomotives GmbH', 'G 6', '5001756', 2010, 64000, '{"isActive": true, "longDistance": {"heavy": 3, "light": 1.8, "usagePercentage": 50}, "shortDistance": {"heavy": 4, "light": 2.5, "usagePercentage": 50}, "usageTypePercentage": 20, "standingWithEngRunning": 9}', 'dccb20dd8ce46cdb7b5de7d9908be0fdf8ef417e2a30e4a4221ae3c4a03d9b13', '2026-11-22 08:56:23.101755+00'),
	(103, 'org-nordbahn-logistik', 4103, 'G 6 – 650 090', '/vehicles/diesel-locomotive.svg', 'G 6', 'Rangierlokomotive', 'diesel', '5001831', 'Vossloh Locomotives GmbH', 'G 6', '5001831', 2011, 64000, '{"isActive": true, "longDistance": {"heavy": 3, "light": 1.8, "usagePercentage": 50}, "shortDistance": {"heavy": 4, "light": 2.5, "usagePercentage": 50}, "usageTypePercentage": 20, "standingWithEngRunning": 9}', '26e0267022b52da6ad7a0c0d2b68220156587cd1cc18052245d5f077208fbfbc', '2026-11-22 08:56:23.101755+00'),
	(104, 'org-nordbahn-logistik', 4104, 'G 6 – 650 102', '/vehicles/diesel-locomotive.svg', 'G 6', 'Rangierlokomotive', 'diesel', '5001907', 'Vossloh Locomotives GmbH', 'G 6', '5001907', 2012, 64000, '{"isActive": true, "longDistance": {"heavy": 3, "light": 1.8, "usagePercentage": 50}, "shortDistance": {"heavy": 4, "light": 2.5, "usagePercentage": 50}, "usageTypePercentage": 20, "standingWithEngRunning": 9}', '037f40d2f8e1f3d94b306d7e1c24b97f38a5e0e6947bbb61141707f19b6c59cc', '2026-11-22 08:56:23.101755+00'),
	(105, 'org-nordbahn-logistik', 4105, 'G 6 – 650 113', '/vehicles/diesel-locomotive.svg', 'G 6', 'Rangierlokomotive', 'diesel', '5502012', 'Vossloh Locomotives GmbH', 'G 6', '5502012', 2014, 64000, '{"isActive": true, "longDistance": {"heavy": 3, "light": 1.8, "usagePercentage": 50}, "shortDistance": {"heavy": 4, "light": 2.5, "usagePercentage": 50}, "usageTypePercentage": 20, "standingWithEngRunning": 9}', '9ee7fbbcbfa76ed5be8aed7363056394f60ca77ec47f4a899ed6bde1050bf076', '2026-11-22 08:56:23.101755+00'),
	(106, 'org-nordbahn-logistik', 4106, 'G 6 – 650 117', '/vehicles/diesel-locomotive.svg', 'G 6', 'Rangierlokomotive', 'diesel', '5502016', 'Vossloh Locomotives GmbH', 'G 6', '5502016', 2014, 64000, '{"isActive": true, "longDistance": {"heavy": 3, "light": 1.8, "usagePercentage": 50}, "shortDistance": {"heavy": 4, "light": 2.5, "usagePercentage": 50}, "usageTypePercentage": 20, "standingWithEngRunning": 9}', '2285e6ff5d9f359e1fab8db67d28bdd9cefc56e614b656f65bad0e7bae09032e', '2026-11-22 08:56:23.101755+00'),
	(107, 'org-nordbahn-logistik', 4107, 'G 6 – 650 121', NULL, 'G 6', 'Rangierlokomotive', 'diesel', '5502240', 'Vossloh Locomotives GmbH', 'G 6', '5502240', 2017, 64000, '{"isActive": true, "longDistance": {"heavy": 3, "light": 1.8, "usagePercentage": 50}, "shortDistance": {"heavy": 4, "light": 2.5, "usagePercentage": 50}, "usageTypePercentage": 20, "standingWithEngRunning": 9}', '3c449556352952b422543cde95e355b013422911a535bcb7c550948ff9c51337', '2026-11-22 08:56:23.101755+00'),
	(108, 'org-nordbahn-logistik', 4108, 'DE 18 – 4185 011', '/vehicles/diesel-locomotive.svg', 'DE 18', 'Streckenlokomotive', 'diesel', '5502311', 'Vossloh Locomotives GmbH', 'DE 18', '5502311', 2018, 90000, '{"isActive": true, "longDistance": {"heavy": 4.4, "light": 2.6, "usagePercentage": 50}, "shortDistance": {"heavy": 5.2, "light": 3.2, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 14}', '30b2be90f36f2711eae0ff1ec7331be640b6f63416c1c586096665ed3b8b7d30', '2026-11-22 08:56:23.101755+00'),
	(109, 'org-nordbahn-logistik', 4109, 'DE 18 – 4185 014', '/vehicles/diesel-locomotive.svg', 'DE 18', 'Streckenlokomotive', 'diesel', '5502314', 'Vossloh Locomotives GmbH', 'DE 18', '5502314', 2018, 90000, '{"isActive": true, "longDistance": {"heavy": 4.4, "light": 2.6, "usagePercentage": 50}, "shortDistance": {"heavy": 5.2, "light": 3.2, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 14}', '0902b75cf94430f7389485118400a21899045eac506d147412d8fb48352ce1bc', '2026-11-22 08:56:23.101755+00'),
	(110, 'org-nordbahn-logistik', 4110, 'DE 18 – 4185 019', '/vehicles/diesel-locomotive.svg', 'DE 18', 'Streckenlokomotive', 'diesel', '5502330', 'Vossloh Locomotives GmbH', 'DE 18', '5502330', 2019, 90000, '{"isActive": true, "longDistance": {"heavy": 4.4, "light": 2.6, "usagePercentage": 50}, "shortDistance": {"heavy": 5.2, "light": 3.2, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 14}', '3e51c5a81c4909b6ab4b36cbb6394e89519399bec58e84da06524a577d2a29c5', '2026-11-22 08:56:23.101755+00'),
	(101, 'org-nordbahn-logistik', 4101, 'G 6 – 650 081', '/vehicles/diesel-locomotive.svg', 'G 6', 'Rangierlokomotive', 'diesel', '5001753', 'Vossloh Locomotives GmbH', 'G 6', '5001753', 2010, 64000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '14a0863f1df26698b8476f929b2cda1ccf4d3e1217823e70bc9c91c9c9a40d2b', '2026-11-22 08:56:23.101755+00'),
	(111, 'org-nordbahn-logistik', 4111, 'DE 18 – 4185 023', '/vehicles/diesel-locomotive.svg', 'DE 18', 'Streckenlokomotive', 'diesel', '5502377', 'Vossloh Locomotives GmbH', 'DE 18', '5502377', 2020, 90000, '{"isActive": true, "longDistance": {"heavy": 4.4, "light": 2.6, "usagePercentage": 50}, "shortDistance": {"heavy": 5.2, "light": 3.2, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 14}', '305345f4c5704671e6c8e50d9d35a110074e7bb1d9ae26d30d0b411a2ab8da84', '2026-11-22 08:56:23.101755+00'),
	(112, 'org-nordbahn-logistik', 4112, 'DE 18 – 4185 027', '/vehicles/diesel-locomotive.svg', 'DE 18', 'Streckenlokomotive', 'diesel', '5502402', 'Vossloh Locomotives GmbH', 'DE 18', '5502402', 2021, 90000, '{"isActive": true, "longDistance": {"heavy": 4.4, "light": 2.6, "usagePercentage": 50}, "shortDistance": {"heavy": 5.2, "light": 3.2, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 14}', '19f0d57af4b2bffb7ea6c9a41a57c486eb4ea7e542978aeb740f69ba2ffc2b5f', '2026-11-22 08:56:23.101755+00'),
	(113, 'org-nordbahn-logistik', 4113, 'G 12 – 1273 004', '/vehicles/diesel-locomotive.svg', 'G 12', 'Streckenlokomotive', 'diesel', '5001624', 'Vossloh Locomotives GmbH', 'G 12', '5001624', 2009, 88000, '{"isActive": true, "longDistance": {"heavy": 3.8, "light": 2.2, "usagePercentage": 50}, "shortDistance": {"heavy": 5, "light": 3, "usagePercentage": 50}, "usageTypePercentage": 40, "standingWithEngRunning": 12}', 'fb9c9c729aaf41789e508e51586d9d7d46a76d3d57b158fa917c29223e5a7401', '2026-11-22 08:56:23.101755+00'),
	(114, 'org-nordbahn-logistik', 4114, 'G 12 – 1273 007', '/vehicles/diesel-locomotive.svg', 'G 12', 'Streckenlokomotive', 'diesel', '5001627', 'Vossloh Locomotives GmbH', 'G 12', '5001627', 2009, 88000, '{"isActive": true, "longDistance": {"heavy": 3.8, "light": 2.2, "usagePercentage": 50}, "shortDistance": {"heavy": 5, "light": 3, "usagePercentage": 50}, "usageTypePercentage": 40, "standingWithEngRunning": 12}', '19d86643ca0e797b0323d2509a387c663e07c86cca900e137e72fe199145c817', '2026-11-22 08:56:23.101755+00'),
	(115, 'org-nordbahn-logistik', 4115, 'G 12 – 1273 012', '/vehicles/diesel-locomotive.svg', 'G 12', 'Streckenlokomotive', 'diesel', '5001702', 'Vossloh Locomotives GmbH', 'G 12', '5001702', 2010, 88000, '{"isActive": true, "longDistance": {"heavy": 3.8, "light": 2.2, "usagePercentage": 50}, "shortDistance": {"heavy": 5, "light": 3, "usagePercentage": 50}, "usageTypePercentage": 40, "standingWithEngRunning": 12}', '80c7c771461d4adfe8c22ce67b46a66c36b3d53d326749fe2b4d57b85cfb1773', '2026-11-22 08:56:23.101755+00'),
	(116, 'org-nordbahn-logistik', 4116, 'G 12 – 1273 015', '/vehicles/diesel-locomotive.svg', 'G 12', 'Streckenlokomotive', 'diesel', '5001705', 'Vossloh Locomotives GmbH', 'G 12', '5001705', 2010, 88000, '{"isActive": true, "longDistance": {"heavy": 3.8, "light": 2.2, "usagePercentage": 50}, "shortDistance": {"heavy": 5, "light": 3, "usagePercentage": 50}, "usageTypePercentage": 40, "standingWithEngRunning": 12}', 'd8acb68ec2f57707c70da4f38a1875766829617f5c4cb3f171ce3aa0cd2c63fd', '2026-11-22 08:56:23.101755+00'),
	(117, 'org-nordbahn-logistik', 4117, 'G 12 – 1273 021', '/vehicles/diesel-locomotive.svg', 'G 12', 'Streckenlokomotive', 'diesel', '5001788', 'Vossloh Locomotives GmbH', 'G 12', '5001788', 2011, 88000, '{"isActive": true, "longDistance": {"heavy": 3.8, "light": 2.2, "usagePercentage": 50}, "shortDistance": {"heavy": 5, "light": 3, "usagePercentage": 50}, "usageTypePercentage": 40, "standingWithEngRunning": 12}', 'f9fd09ee8fc2001595dbb416ec74d579676dac6f45f92999c7f79a9c98ebc407', '2026-11-22 08:56:23.101755+00'),
	(118, 'org-nordbahn-logistik', 4118, 'Gravita 10 BB – 261 012', '/vehicles/diesel-locomotive.svg', 'Gravita 10 BB', 'Rangierlokomotive', 'diesel', 'L04-10012', 'Voith Turbo Lokomotivtechnik GmbH', 'Gravita 10 BB', 'L04-10012', 2011, 80000, '{"isActive": true, "longDistance": {"heavy": 3.6, "light": 2, "usagePercentage": 50}, "shortDistance": {"heavy": 4.6, "light": 2.8, "usagePercentage": 50}, "usageTypePercentage": 30, "standingWithEngRunning": 11}', '5bc151441466a41581c4a1b2ad70fd2747b4d173a9806ecc30f8f115bac2e635', '2026-11-22 08:56:23.101755+00'),
	(119, 'org-nordbahn-logistik', 4119, 'Gravita 10 BB – 261 027', '/vehicles/diesel-locomotive.svg', 'Gravita 10 BB', 'Rangierlokomotive', 'diesel', 'L04-10027', 'Voith Turbo Lokomotivtechnik GmbH', 'Gravita 10 BB', 'L04-10027', 2011, 80000, '{"isActive": true, "longDistance": {"heavy": 3.6, "light": 2, "usagePercentage": 50}, "shortDistance": {"heavy": 4.6, "light": 2.8, "usagePercentage": 50}, "usageTypePercentage": 30, "standingWithEngRunning": 11}', '234ac08e66d0cafc46001d8da6fb4fc85d12b1c5ee8469f71e4250db3ceb8b76', '2026-11-22 08:56:23.101755+00'),
	(120, 'org-nordbahn-logistik', 4120, 'Gravita 10 BB – 261 044', '/vehicles/diesel-locomotive.svg', 'Gravita 10 BB', 'Rangierlokomotive', 'diesel', 'L04-10044', 'Voith Turbo Lokomotivtechnik GmbH', 'Gravita 10 BB', 'L04-10044', 2012, 80000, '{"isActive": true, "longDistance": {"heavy": 3.6, "light": 2, "usagePercentage": 50}, "shortDistance": {"heavy": 4.6, "light": 2.8, "usagePercentage": 50}, "usageTypePercentage": 30, "standingWithEngRunning": 11}', '11a9e8e9bbf099406f8641425b04ff0d3e49e6fb71a5b8e7aad120e1c3aa330f', '2026-11-22 08:56:23.101755+00'),
	(121, 'org-nordbahn-logistik', 4121, 'Gravita 10 BB – 261 058', '/vehicles/diesel-locomotive.svg', 'Gravita 10 BB', 'Rangierlokomotive', 'diesel', 'L04-10058', 'Voith Turbo Lokomotivtechnik GmbH', 'Gravita 10 BB', 'L04-10058', 2012, 80000, '{"isActive": true, "longDistance": {"heavy": 3.6, "light": 2, "usagePercentage": 50}, "shortDistance": {"heavy": 4.6, "light": 2.8, "usagePercentage": 50}, "usageTypePercentage": 30, "standingWithEngRunning": 11}', '3c1ec300ef14a162e1a2a73bfc0ce1aa99b330875875364db354d2f060806bc1', '2026-11-22 08:56:23.101755+00'),
	(122, 'org-nordbahn-logistik', 4122, 'Gravita 10 BB – 261 071', '/vehicles/diesel-locomotive.svg', 'Gravita 10 BB', 'Rangierlokomotive', 'diesel', 'L04-10071', 'Voith Turbo Lokomotivtechnik GmbH', 'Gravita 10 BB', 'L04-10071', 2013, 80000, '{"isActive": true, "longDistance": {"heavy": 3.6, "light": 2, "usagePercentage": 50}, "shortDistance": {"heavy": 4.6, "light": 2.8, "usagePercentage": 50}, "usageTypePercentage": 30, "standingWithEngRunning": 11}', '4ddd92378bbea00d4e20eef6588fbb199e5e5e88734de2c975378fdfc1b2dd0d', '2026-11-22 08:56:23.101755+00'),
	(123, 'org-nordbahn-logistik', 4123, 'Gravita 10 BB – 261 093', '/vehicles/diesel-locomotive.svg', 'Gravita 10 BB', 'Rangierlokomotive', 'diesel', 'L04-10093', 'Voith Turbo Lokomotivtechnik GmbH', 'Gravita 10 BB', 'L04-10093', 2013, 80000, '{"isActive": true, "longDistance": {"heavy": 3.6, "light": 2, "usagePercentage": 50}, "shortDistance": {"heavy": 4.6, "light": 2.8, "usagePercentage": 50}, "usageTypePercentage": 30, "standingWithEngRunning": 11}', '02146c8180972e867a0c6487af6385a956f311260e001427b98409d9dda2637f', '2026-11-22 08:56:23.101755+00'),
	(124, 'org-nordbahn-logistik', 4124, 'G 1206 – 1275 001', '/vehicles/diesel-locomotive.svg', 'G 1206', 'Streckenlokomotive', 'diesel', '1000823', 'MaK / Vossloh', 'G 1206', '1000823', 2000, 87300, '{"isActive": true, "longDistance": {"heavy": 4.8, "light": 2.8, "usagePercentage": 50}, "shortDistance": {"heavy": 5.5, "light": 3.4, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 15}', '598a934856262c997a1edf8349a4fc2f039840427730bee75045abced54020d3', '2026-11-22 08:56:23.101755+00'),
	(125, 'org-nordbahn-logistik', 4125, 'G 1206 – 1275 018', '/vehicles/diesel-locomotive.svg', 'G 1206', 'Streckenlokomotive', 'diesel', '1000859', 'MaK / Vossloh', 'G 1206', '1000859', 2001, 87300, '{"isActive": true, "longDistance": {"heavy": 4.8, "light": 2.8, "usagePercentage": 50}, "shortDistance": {"heavy": 5.5, "light": 3.4, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 15}', '4b56f642f4e7dfdfb10d4872f3e88f029d57f8f3a5c078ec22bf98d6643e5535', '2026-11-22 08:56:23.101755+00'),
	(126, 'org-nordbahn-logistik', 4126, 'G 1206 – 1275 033', '/vehicles/diesel-locomotive.svg', 'G 1206', 'Streckenlokomotive', 'diesel', '1000887', 'MaK / Vossloh', 'G 1206', '1000887', 2003, 87300, '{"isActive": true, "longDistance": {"heavy": 4.8, "light": 2.8, "usagePercentage": 50}, "shortDistance": {"heavy": 5.5, "light": 3.4, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 15}', 'f928534faf942c4c88c50675553f21bdbb21652843964ef484e28abfe4934a20', '2026-11-22 08:56:23.101755+00'),
	(127, 'org-nordbahn-logistik', 4127, 'G 1206 – 1275 046', '/vehicles/diesel-locomotive.svg', 'G 1206', 'Streckenlokomotive', 'diesel', '5001512', 'MaK / Vossloh', 'G 1206', '5001512', 2006, 87300, '{"isActive": true, "longDistance": {"heavy": 4.8, "light": 2.8, "usagePercentage": 50}, "shortDistance": {"heavy": 5.5, "light": 3.4, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 15}', '46065aa8a0d0be73f220b74f474e0409f1150114d72d16e0bd78372444a398db', '2026-11-22 08:56:23.101755+00'),
	(128, 'org-nordbahn-logistik', 4128, 'G 1206 – 1275 052', NULL, 'G 1206', 'Streckenlokomotive', 'diesel', '5001538', 'MaK / Vossloh', 'G 1206', '5001538', 2007, 87300, '{"isActive": true, "longDistance": {"heavy": 4.8, "light": 2.8, "usagePercentage": 50}, "shortDistance": {"heavy": 5.5, "light": 3.4, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 15}', 'f88aa8b7ded4022baad974c7cd5e7537f7acbfa2e6d73558b9db786c59532938', '2026-11-22 08:56:23.101755+00'),
	(129, 'org-nordbahn-logistik', 4129, 'Vectron – 193 312', '/vehicles/electric-locomotive.svg', 'Vectron', 'Elektrolokomotive', 'electric', '22012', 'Siemens Mobility GmbH', 'Vectron AC', '22012', 2015, 90000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '6ceb1be87222bc4c63128cfc73a8cbe112decb106aa2c713e4c783ad65e31207', '2026-11-22 08:56:23.101755+00'),
	(130, 'org-nordbahn-logistik', 4130, 'Vectron – 193 318', '/vehicles/electric-locomotive.svg', 'Vectron', 'Elektrolokomotive', 'electric', '22018', 'Siemens Mobility GmbH', 'Vectron AC', '22018', 2015, 90000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '788399479b74b66f5a0d33324df5e8ce4becc75d5d0666e3c48abd3f9faf390c', '2026-11-22 08:56:23.101755+00'),
	(131, 'org-nordbahn-logistik', 4131, 'Vectron – 193 361', '/vehicles/electric-locomotive.svg', 'Vectron', 'Elektrolokomotive', 'electric', '22161', 'Siemens Mobility GmbH', 'Vectron AC', '22161', 2017, 90000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '86d13e96503bfa6502766402a7b6b0b4b4eef213d1841fce24c0eaeb161a3923', '2026-11-22 08:56:23.101755+00'),
	(132, 'org-nordbahn-logistik', 4132, 'Vectron – 193 392', '/vehicles/electric-locomotive.svg', 'Vectron', 'Elektrolokomotive', 'electric', '22292', 'Siemens Mobility GmbH', 'Vectron AC', '22292', 2018, 90000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '1777e3528173f4e02abacf12b99b5a3441ace74f5394238021697cdee22b6829', '2026-11-22 08:56:23.101755+00'),
	(133, 'org-nordbahn-logistik', 4133, 'Vectron – 193 555', '/vehicles/electric-locomotive.svg', 'Vectron', 'Elektrolokomotive', 'electric', '22455', 'Siemens Mobility GmbH', 'Vectron AC', '22455', 2019, 90000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '9ce7e8eb4278cbdeb1bd6d3c3ecd0dd4e94b1148e71bddf38cb6913b4b10494e', '2026-11-22 08:56:23.101755+00'),
	(134, 'org-nordbahn-logistik', 4134, 'TRAXX – 187 112', '/vehicles/electric-locomotive.svg', 'TRAXX', 'Elektrolokomotive', 'electric', '35112', 'Bombardier Transportation', 'TRAXX F140 AC2', '35112', 2013, 84000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '48b5fcbe355107569dc826bf07542ea38398e706b74d344eea19d3ac88e3bcd3', '2026-11-22 08:56:23.101755+00'),
	(135, 'org-nordbahn-logistik', 4135, 'TRAXX – 187 138', '/vehicles/electric-locomotive.svg', 'TRAXX', 'Elektrolokomotive', 'electric', '35138', 'Bombardier Transportation', 'TRAXX F140 AC2', '35138', 2014, 84000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', 'a84d2280bdcb2cd43ce317a3b53e611cd515dd84cdbfe45b7231e1504375f3db', '2026-11-22 08:56:23.101755+00'),
	(136, 'org-nordbahn-logistik', 4136, 'TRAXX – 186 254', '/vehicles/electric-locomotive.svg', 'TRAXX', 'Elektrolokomotive', 'electric', '34512', 'Bombardier Transportation', 'TRAXX F140 AC2', '34512', 2009, 84000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '9daa5172315d9baf516d8f4b5733ec4fb2eb782809b3651ec4c590b317cbdc35', '2026-11-22 08:56:23.101755+00'),
	(137, 'org-nordbahn-logistik', 4137, 'TRAXX – 186 272', '/vehicles/electric-locomotive.svg', 'TRAXX', 'Elektrolokomotive', 'electric', '34530', 'Bombardier Transportation', 'TRAXX F140 AC2', '34530', 2010, 84000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', 'b0109381bfb396d78c668883cd008b285ac8cff9b854ae13484d2e81836c799f', '2026-11-22 08:56:23.101755+00'),
	(138, 'org-nordbahn-logistik', 4138, 'Kran KRC 810 – 9471 002', '/vehicles/crane.svg', 'Kran', 'Eisenbahndrehkran', 'diesel', 'KRC810-0902', 'Kirow Ardelt GmbH', 'KRC 810', 'KRC810-0902', 2012, 120000, '{"isActive": true, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 18}', 'af38a30b7ce64d50cdc80545382e16baa57829d0d19f038227d03509982ca184', '2026-11-22 08:56:23.101755+00'),
	(139, 'org-nordbahn-logistik', 4139, 'Kran KRC 1200 – 9471 104', '/vehicles/crane.svg', 'Kran', 'Eisenbahndrehkran', 'diesel', 'KRC1200-1104', 'Kirow Ardelt GmbH', 'KRC 1200', 'KRC1200-1104', 2016, 150000, '{"isActive": true, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 18}', '1dd5f796c1b72f508e1124f593287718df184513813243c8f2df090aea53425c', '2026-11-22 08:56:23.101755+00'),
	(140, 'org-nordbahn-logistik', 4140, 'Kran KRC 250 – 9471 211', '/vehicles/crane.svg', 'Kran', 'Eisenbahndrehkran', 'diesel', 'KRC250-0211', 'Kirow Ardelt GmbH', 'KRC 250', 'KRC250-0211', 2019, 78000, '{"isActive": true, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 18}', '9c90c90fe4ba2471804134374ac9d2b352cdbff94108b5e10526e5e72ec86f2e', '2026-11-22 08:56:23.101755+00'),
	(201, 'org-alpen-rail-service', 4201, 'Vectron – 1293 018', '/vehicles/electric-locomotive.svg', 'Vectron', 'Elektrolokomotive', 'electric', '22318', 'Siemens Mobility GmbH', 'Vectron AC', '22318', 2018, 90000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', 'e6701b7c131667c40607258e3f68e37a2cee612a7fd722ad44b6ef7350f584cf', '2026-11-22 08:56:23.101755+00'),
	(202, 'org-alpen-rail-service', 4202, 'Vectron – 1293 041', '/vehicles/electric-locomotive.svg', 'Vectron', 'Elektrolokomotive', 'electric', '22341', 'Siemens Mobility GmbH', 'Vectron AC', '22341', 2019, 90000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', 'ddd50bde8560121ec4d917d9602b4d514743beb9e0ed4f92d59f2999a831fe31', '2026-11-22 08:56:23.101755+00'),
	(203, 'org-alpen-rail-service', 4203, 'Vectron – 193 520', '/vehicles/electric-locomotive.svg', 'Vectron', 'Elektrolokomotive', 'electric', '22420', 'Siemens Mobility GmbH', 'Vectron AC', '22420', 2019, 90000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '4982055648e6b6da70995941a903f11461dbf41b059042212eb85b16d40d735e', '2026-11-22 08:56:23.101755+00'),
	(204, 'org-alpen-rail-service', 4204, 'TRAXX – 185 524', '/vehicles/electric-locomotive.svg', 'TRAXX', 'Elektrolokomotive', 'electric', '34712', 'Bombardier Transportation', 'TRAXX F140 AC2', '34712', 2011, 84000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', '89f41e7eff39b04d663160d938e43e3f45af641d633839cc2a3303ce7067d52a', '2026-11-22 08:56:23.101755+00'),
	(205, 'org-alpen-rail-service', 4205, 'TRAXX – 185 566', '/vehicles/electric-locomotive.svg', 'TRAXX', 'Elektrolokomotive', 'electric', '34754', 'Bombardier Transportation', 'TRAXX F140 AC2', '34754', 2012, 84000, '{"isActive": false, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 0}', 'd60688ac6cba603f5c149c3952069450bea3e28fffc1030c9c66061501eb1c90', '2026-11-22 08:56:23.101755+00'),
	(206, 'org-alpen-rail-service', 4206, 'G 6 – 650 203', '/vehicles/diesel-locomotive.svg', 'G 6', 'Rangierlokomotive', 'diesel', '5502288', 'Vossloh Locomotives GmbH', 'G 6', '5502288', 2018, 64000, '{"isActive": true, "longDistance": {"heavy": 3, "light": 1.8, "usagePercentage": 50}, "shortDistance": {"heavy": 4, "light": 2.5, "usagePercentage": 50}, "usageTypePercentage": 20, "standingWithEngRunning": 9}', '7e2dfd37b6e0e3c0d7a7b8a1f82b412ee1859e3c3f581aaf5a5538524bff0402', '2026-11-22 08:56:23.101755+00'),
	(207, 'org-alpen-rail-service', 4207, 'G 6 – 650 211', '/vehicles/diesel-locomotive.svg', 'G 6', 'Rangierlokomotive', 'diesel', '5502296', 'Vossloh Locomotives GmbH', 'G 6', '5502296', 2018, 64000, '{"isActive": true, "longDistance": {"heavy": 3, "light": 1.8, "usagePercentage": 50}, "shortDistance": {"heavy": 4, "light": 2.5, "usagePercentage": 50}, "usageTypePercentage": 20, "standingWithEngRunning": 9}', '1b039e9dc5e986f9d11acbc8598ac8636d209069e43050cf64d2ececfab99e39', '2026-11-22 08:56:23.101755+00'),
	(208, 'org-alpen-rail-service', 4208, 'Gravita 10 BB – 261 102', '/vehicles/diesel-locomotive.svg', 'Gravita 10 BB', 'Rangierlokomotive', 'diesel', 'L04-10102', 'Voith Turbo Lokomotivtechnik GmbH', 'Gravita 10 BB', 'L04-10102', 2013, 80000, '{"isActive": true, "longDistance": {"heavy": 3.6, "light": 2, "usagePercentage": 50}, "shortDistance": {"heavy": 4.6, "light": 2.8, "usagePercentage": 50}, "usageTypePercentage": 30, "standingWithEngRunning": 11}', 'afc3672690ac76796fe717bfa5d41d128f50f2c1ba5644996cd30840f0c480f9', '2026-11-22 08:56:23.101755+00'),
	(209, 'org-alpen-rail-service', 4209, 'Gravita 10 BB – 261 107', '/vehicles/diesel-locomotive.svg', 'Gravita 10 BB', 'Rangierlokomotive', 'diesel', 'L04-10107', 'Voith Turbo Lokomotivtechnik GmbH', 'Gravita 10 BB', 'L04-10107', 2013, 80000, '{"isActive": true, "longDistance": {"heavy": 3.6, "light": 2, "usagePercentage": 50}, "shortDistance": {"heavy": 4.6, "light": 2.8, "usagePercentage": 50}, "usageTypePercentage": 30, "standingWithEngRunning": 11}', '4be052de1304f7899f1fd2a158d47fbe4a71143d0e3bd699353535f631fd081b', '2026-11-22 08:56:23.101755+00'),
	(210, 'org-alpen-rail-service', 4210, 'DE 18 – 4185 031', '/vehicles/diesel-locomotive.svg', 'DE 18', 'Streckenlokomotive', 'diesel', '5502451', 'Vossloh Locomotives GmbH', 'DE 18', '5502451', 2021, 90000, '{"isActive": true, "longDistance": {"heavy": 4.4, "light": 2.6, "usagePercentage": 50}, "shortDistance": {"heavy": 5.2, "light": 3.2, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 14}', 'afa5eab2a3eac0b03bcdd8b76ab8a47666fbb8ac98eecb2ad178c47e78558ec8', '2026-11-22 08:56:23.101755+00'),
	(211, 'org-alpen-rail-service', 4211, 'DE 18 – 4185 036', '/vehicles/diesel-locomotive.svg', 'DE 18', 'Streckenlokomotive', 'diesel', '5502456', 'Vossloh Locomotives GmbH', 'DE 18', '5502456', 2022, 90000, '{"isActive": true, "longDistance": {"heavy": 4.4, "light": 2.6, "usagePercentage": 50}, "shortDistance": {"heavy": 5.2, "light": 3.2, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 14}', '9162f02fa67a928f1af14938126c50fe8aa19a6fb83552937661bd764efe9a40', '2026-11-22 08:56:23.101755+00'),
	(212, 'org-alpen-rail-service', 4212, 'G 1206 – 1275 061', '/vehicles/diesel-locomotive.svg', 'G 1206', 'Streckenlokomotive', 'diesel', '5001590', 'MaK / Vossloh', 'G 1206', '5001590', 2008, 87300, '{"isActive": true, "longDistance": {"heavy": 4.8, "light": 2.8, "usagePercentage": 50}, "shortDistance": {"heavy": 5.5, "light": 3.4, "usagePercentage": 50}, "usageTypePercentage": 60, "standingWithEngRunning": 15}', 'bdbf9a2bd0752971ee452602d79d0ddb1a354eb7fbe10e810e6928e121c98c89', '2026-11-22 08:56:23.101755+00'),
	(213, 'org-alpen-rail-service', 4213, 'Kran KRC 810 – 9471 006', '/vehicles/crane.svg', 'Kran', 'Eisenbahndrehkran', 'diesel', 'KRC810-0906', 'Kirow Ardelt GmbH', 'KRC 810', 'KRC810-0906', 2013, 120000, '{"isActive": true, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 18}', 'b9bb1ba4a16bc2761c27a9853c09b5c78c2b526867b6dd4af981148a17d0d4cc', '2026-11-22 08:56:23.101755+00'),
	(214, 'org-alpen-rail-service', 4214, 'Kran KRC 1200 – 9471 109', '/vehicles/crane.svg', 'Kran', 'Eisenbahndrehkran', 'diesel', 'KRC1200-1109', 'Kirow Ardelt GmbH', 'KRC 1200', 'KRC1200-1109', 2017, 150000, '{"isActive": true, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 18}', '0b82f1dd25c9ba62ecf714996a36c292ef11aab387d0aae4f62dda1abe1297b3', '2026-11-22 08:56:23.101755+00'),
	(215, 'org-alpen-rail-service', 4215, 'Kran KRC 250 – 9471 215', '/vehicles/crane.svg', 'Kran', 'Eisenbahndrehkran', 'diesel', 'KRC250-0215', 'Kirow Ardelt GmbH', 'KRC 250', 'KRC250-0215', 2020, 78000, '{"isActive": true, "longDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "shortDistance": {"heavy": 0, "light": 0, "usagePercentage": 50}, "usageTypePercentage": 50, "standingWithEngRunning": 18}', '6a107e631bdd3a9f8d0b22a02c7f493e6c60526cb978bf0b9f2d59a08299d535', '2026-11-22 08:56:23.101755+00');


--
-- Name: vehicle_comments_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.vehicle_comments_id_seq', 1, true);


--
-- Name: vehicles_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.vehicles_id_seq', 215, true);


--
-- Name: accounts accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);


--
-- Name: daily_figures daily_figures_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.daily_figures
    ADD CONSTRAINT daily_figures_pkey PRIMARY KEY (vehicle_id, day);


--
-- Name: login_throttle login_throttle_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_throttle
    ADD CONSTRAINT login_throttle_pkey PRIMARY KEY (account_key);


--
-- Name: membership_rights membership_rights_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_rights
    ADD CONSTRAINT membership_rights_pkey PRIMARY KEY (account_id, organisation_id, resource);


--
-- Name: memberships memberships_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_pkey PRIMARY KEY (account_id, organisation_id);


--
-- Name: organisations organisations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisations
    ADD CONSTRAINT organisations_pkey PRIMARY KEY (id);


--
-- Name: passkey_reset_tokens passkey_reset_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.passkey_reset_tokens
    ADD CONSTRAINT passkey_reset_tokens_pkey PRIMARY KEY (token_hash);


--
-- Name: positions positions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.positions
    ADD CONSTRAINT positions_pkey PRIMARY KEY (vehicle_id, ts);


--
-- Name: refresh_tokens refresh_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (id);


--
-- Name: server_secrets server_secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.server_secrets
    ADD CONSTRAINT server_secrets_pkey PRIMARY KEY (name);


--
-- Name: vehicle_access_windows vehicle_access_windows_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_access_windows
    ADD CONSTRAINT vehicle_access_windows_pkey PRIMARY KEY (account_id, vehicle_id);


--
-- Name: vehicle_comments vehicle_comments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_comments
    ADD CONSTRAINT vehicle_comments_pkey PRIMARY KEY (id);


--
-- Name: vehicle_live vehicle_live_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_live
    ADD CONSTRAINT vehicle_live_pkey PRIMARY KEY (vehicle_id);


--
-- Name: vehicles vehicles_device_key_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_device_key_hash_key UNIQUE (device_key_hash);


--
-- Name: vehicles vehicles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_pkey PRIMARY KEY (id);


--
-- Name: vehicles vehicles_wp_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_wp_id_key UNIQUE (wp_id);


--
-- Name: accounts_account_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX accounts_account_name_key ON public.accounts USING btree (lower(account_name));


--
-- Name: accounts_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX accounts_email_idx ON public.accounts USING btree (lower(email));


--
-- Name: login_throttle_updated_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_throttle_updated_idx ON public.login_throttle USING btree (updated_at);


--
-- Name: memberships_organisation_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memberships_organisation_idx ON public.memberships USING btree (organisation_id);


--
-- Name: passkey_reset_tokens_account_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX passkey_reset_tokens_account_idx ON public.passkey_reset_tokens USING btree (account_id);


--
-- Name: refresh_tokens_account_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX refresh_tokens_account_idx ON public.refresh_tokens USING btree (account_id);


--
-- Name: vehicle_access_windows_vehicle_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_access_windows_vehicle_idx ON public.vehicle_access_windows USING btree (vehicle_id);


--
-- Name: vehicle_comments_vehicle_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_comments_vehicle_idx ON public.vehicle_comments USING btree (vehicle_id, created_at DESC, id DESC);


--
-- Name: vehicle_live_ts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_live_ts_idx ON public.vehicle_live USING btree (ts);


--
-- Name: vehicles_organisation_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_organisation_idx ON public.vehicles USING btree (organisation_id, name);


--
-- Name: daily_figures daily_figures_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.daily_figures
    ADD CONSTRAINT daily_figures_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE;


--
-- Name: membership_rights membership_rights_account_id_organisation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_rights
    ADD CONSTRAINT membership_rights_account_id_organisation_id_fkey FOREIGN KEY (account_id, organisation_id) REFERENCES public.memberships(account_id, organisation_id) ON DELETE CASCADE;


--
-- Name: memberships memberships_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: memberships memberships_organisation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE;


--
-- Name: passkey_reset_tokens passkey_reset_tokens_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.passkey_reset_tokens
    ADD CONSTRAINT passkey_reset_tokens_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: refresh_tokens refresh_tokens_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: vehicle_access_windows vehicle_access_windows_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_access_windows
    ADD CONSTRAINT vehicle_access_windows_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE CASCADE;


--
-- Name: vehicle_access_windows vehicle_access_windows_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_access_windows
    ADD CONSTRAINT vehicle_access_windows_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE;


--
-- Name: vehicle_comments vehicle_comments_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_comments
    ADD CONSTRAINT vehicle_comments_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id) ON DELETE SET NULL;


--
-- Name: vehicle_comments vehicle_comments_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_comments
    ADD CONSTRAINT vehicle_comments_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE;


--
-- Name: vehicle_live vehicle_live_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_live
    ADD CONSTRAINT vehicle_live_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE;


--
-- Name: vehicles vehicles_organisation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


