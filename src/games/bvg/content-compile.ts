/**
 * Compilation of a validated Blue vs Gray pack into the static tables the rules read (BvgContent),
 * with the cross-reference checks the schemas cannot make (errors name file, entry and field). In
 * the order the checks run: the map (cities, map-card versions, city attributes, connections:
 * content-map.ts), the cards of both decks, every map version in its deck once, the tables, the
 * scenarios, the cities the rules name.
 */
import { join } from 'node:path';
import type { PackInfo } from '../../core/content.js';
import { ContentError } from '../../core/errors.js';
import { NC_CAP, OUTCOME_IDS, RESULT_IDS } from './layout.js';
import {
  LETTERS,
  type CardJson,
  type DeckJson,
  type MapJson,
  type ScenarioJson,
  type TablesJson,
} from './content-schema.js';
import {
  type BvgContent,
  type CompiledScenario,
  type SetupCommand,
  type SideSetupC,
  DF_DEPLETE_DIV,
  DF_INVASION,
  DF_PORT,
  DF_WEST_TARGET,
  EFFECTS,
  EF_ELECTIONS,
  HOME_BOTH,
  HOME_EAST,
  HOME_WEST,
  KIND_IDS,
  SPECIALS,
  SP_DOW,
  SP_JACKSON,
  SP_VIII,
} from './content.js';
import {
  type CityRef,
  type MapVersions,
  cityAttributes,
  cityLookup,
  connections,
  letterIdx,
  mapVersions,
  namedCities,
} from './content-map.js';

export function compile(
  info: PackInfo,
  dir: string,
  usa: DeckJson,
  csa: DeckJson,
  map: MapJson,
  tables: TablesJson,
  scenarios: ScenarioJson[],
): BvgContent {
  const deckFile = [join(dir, 'usa-deck.json'), join(dir, 'csa-deck.json')];
  const mapFile = join(dir, 'map.json');
  if (usa.side !== 'usa') throw new ContentError(deckFile[0]!, '', 'side', "expected 'usa'");
  if (csa.side !== 'csa') throw new ContentError(deckFile[1]!, '', 'side', "expected 'csa'");
  const nUsa = usa.cards.length;
  const nc = nUsa + csa.cards.length;
  if (nc > NC_CAP)
    throw new ContentError(deckFile[1]!, '', 'cards', `at most ${NC_CAP} cards in all, found ${nc}`);
  const cityRef = cityLookup(map, mapFile);
  const versions = mapVersions(map, mapFile, cityRef);
  const attrs = cityAttributes(map);
  const adjacency = connections(map, mapFile, cityRef, attrs.cityCard);
  const cards = compileCards([usa.cards, csa.cards], deckFile, versions, cityRef);
  checkMapVersions(cards, versions, deckFile);
  const t = compileTables(tables);
  const compiled = compileScenarios(scenarios, join(dir, 'scenarios.json'), cards, cityRef);
  const ncity = map.cities.length;
  const listOf = (pred: (i: number) => boolean): number[] => {
    const r: number[] = [];
    for (let i = 0; i < ncity; i++) if (pred(i)) r.push(i);
    return r;
  };
  return {
    info,
    ...cards,
    ncity,
    cityId: map.cities.map((c) => c.id),
    cityName: map.cities.map((c) => c.name),
    ...attrs,
    cityNative: versions.cityNative,
    cityPest: versions.cityPest,
    ...adjacency,
    versionIds: versions.versionIds,
    versionDeck: versions.versionDeck,
    cities: namedCities((id) => cityRef(mapFile, '', 'cities', id)),
    mississippiCities: listOf((i) => attrs.mississippi[i] === 1),
    atlanticPorts: listOf((i) => attrs.port[i] === 1),
    gulfPorts: listOf((i) => attrs.port[i] === 2),
    northCities: listOf((i) => attrs.north[i] === 1),
    kentuckyCities: listOf((i) => attrs.kentucky[i] === 1),
    ...t,
    scenarios: compiled,
    roles: rolesOf(cards),
  };
}

// ---- cards ----------------------------------------------------------------------------------------------

type CardTables = Pick<
  BvgContent,
  | 'nc'
  | 'nUsa'
  | 'sideStart'
  | 'sideEnd'
  | 'cardNum'
  | 'cardSide'
  | 'kind'
  | 'strength'
  | 'depleted'
  | 'steps'
  | 'initAtk'
  | 'initDef'
  | 'high'
  | 'capCmd'
  | 'capExtra'
  | 'capSub'
  | 'home'
  | 'theaterOnly'
  | 'lateWar'
  | 'atStart'
  | 'political'
  | 'wontSub'
  | 'special'
  | 'effect'
  | 'drmSide'
  | 'drmValue'
  | 'drmFlags'
  | 'amount'
  | 'mapLetter'
  | 'mapVersion'
> & {
  readonly cardId: string[];
  readonly cardName: string[];
  readonly bmbCities: number[][];
};

/** Empty per-card tables for nc cards (nUsa of them the USA's). */
function cardTables(nc: number, nUsa: number): CardTables {
  const A8 = (): Int8Array => new Int8Array(nc);
  const U8 = (): Uint8Array => new Uint8Array(nc);
  return {
    nc,
    nUsa,
    sideStart: [0, nUsa],
    sideEnd: [nUsa, nc],
    cardId: [],
    cardName: [],
    cardNum: new Int16Array(nc),
    cardSide: A8(),
    kind: A8(),
    strength: A8(),
    depleted: A8(),
    steps: A8(),
    initAtk: A8(),
    initDef: A8(),
    high: U8(),
    capCmd: A8(),
    capExtra: A8(),
    capSub: A8(),
    home: A8(),
    theaterOnly: A8(),
    lateWar: U8(),
    atStart: U8(),
    political: A8(),
    wontSub: U8(),
    special: A8(),
    effect: A8(),
    drmSide: A8(),
    drmValue: A8(),
    drmFlags: A8(),
    amount: A8(),
    bmbCities: [],
    mapLetter: A8().fill(-1),
    mapVersion: A8().fill(-1),
  };
}

/** Where a card is in its deck file, for errors. */
interface CardAt {
  readonly file: string;
  readonly entry: string;
  readonly side: number;
}

function compileCards(
  decks: readonly (readonly CardJson[])[],
  deckFile: readonly string[],
  versions: MapVersions,
  cityRef: CityRef,
): CardTables {
  const nUsa = decks[0]!.length;
  const t = cardTables(nUsa + decks[1]!.length, nUsa);
  const ids = new Set<string>();
  decks.forEach((cards, side) => {
    const file = deckFile[side]!;
    cards.forEach((c, i) => {
      const at: CardAt = { file, entry: `cards[${i}] '${c.id}'`, side };
      const k = side === 0 ? i : nUsa + i;
      if (c.num !== i + 1)
        throw new ContentError(file, at.entry, 'num', `cards must be listed in order: expected ${i + 1}`);
      if (ids.has(c.id)) throw new ContentError(file, at.entry, 'id', 'duplicate card id');
      ids.add(c.id);
      cardCommon(t, c, k, at);
      cardOfKind(t, c, k, at, versions, cityRef);
    });
  });
  return t;
}

/** What every card has: id, name, number, side, kind, home theater, Late War, AT START, special rule. */
function cardCommon(t: CardTables, c: CardJson, k: number, at: CardAt): void {
  t.cardId[k] = c.id;
  t.cardName[k] = c.name;
  t.cardNum[k] = c.num;
  t.cardSide[k] = at.side;
  t.kind[k] = KIND_IDS.indexOf(c.kind);
  t.home[k] = c.home === 'east' ? HOME_EAST : c.home === 'west' ? HOME_WEST : HOME_BOTH;
  t.theaterOnly[k] = c.theaterOnly === 'east' ? 0 : c.theaterOnly === 'west' ? 1 : -1;
  t.lateWar[k] = c.lateWar ? 1 : 0;
  t.atStart[k] = c.atStart ? 1 : 0;
  t.bmbCities[k] = [];
  if (c.special !== undefined) {
    const sp = SPECIALS[c.special];
    if (sp === undefined)
      throw new ContentError(
        at.file,
        at.entry,
        'special',
        `unknown special '${c.special}'; known: ${Object.keys(SPECIALS).join(', ')}`,
      );
    t.special[k] = sp;
  }
  t.steps[k] = 1;
}

/** The fields of the card's kind (3.3 leaders, 3.4 units, 3.5 naval, 3.7 Enigmas, map cards). */
function cardOfKind(
  t: CardTables,
  c: CardJson,
  k: number,
  at: CardAt,
  versions: MapVersions,
  cityRef: CityRef,
): void {
  switch (c.kind) {
    case 'map':
      mapCardVersion(t, c.map, k, at, versions);
      break;
    case 'leader':
      t.strength[k] = c.strength;
      t.initAtk[k] = c.initiative.attack;
      t.initDef[k] = c.initiative.defend;
      t.high[k] = c.level === 'high' ? 1 : 0;
      t.capCmd[k] = c.capacity.commander;
      t.capExtra[k] = c.capacity.commanderExtra ?? 0;
      t.capSub[k] = c.capacity.subordinate;
      t.political[k] = c.political === 'favor' ? 1 : c.political === 'disfavor' ? -1 : 0;
      t.wontSub[k] = c.wontSubordinate ? 1 : 0;
      break;
    case 'special':
      t.strength[k] = c.strength;
      t.initAtk[k] = c.initiative.attack;
      t.initDef[k] = c.initiative.defend;
      t.capCmd[k] = c.capacity.commander;
      t.wontSub[k] = 1;
      break;
    case 'infantry':
      t.strength[k] = c.strength;
      t.steps[k] = c.steps ?? 2;
      // 3.4: a depleted USA corps is 2, a depleted CSA division 1 (0 if its full strength is 1).
      t.depleted[k] = c.depleted ?? (at.side === 0 ? Math.min(2, c.strength) : c.strength <= 1 ? 0 : 1);
      break;
    case 'cavalry':
      t.strength[k] = c.strength;
      t.initAtk[k] = c.initiative.attack;
      t.initDef[k] = c.initiative.defend;
      t.steps[k] = c.steps ?? 1;
      t.depleted[k] = c.depleted ?? 1;
      break;
    case 'naval':
      t.strength[k] = c.strength;
      break;
    case 'enigma': {
      t.effect[k] = EFFECTS[c.effect]!;
      const p = c.params ?? {};
      t.drmSide[k] = p.favors === 'csa' ? 1 : 0;
      t.drmValue[k] = p.value ?? 0;
      t.drmFlags[k] =
        (p.target === 'west' ? DF_WEST_TARGET : 0) |
        (p.invasion ? DF_INVASION : 0) |
        (p.port ? DF_PORT : 0) |
        (p.depleteDivision ? DF_DEPLETE_DIV : 0);
      t.amount[k] = p.amount ?? p.supplyLoss ?? p.count ?? 0;
      t.bmbCities[k] = (p.cities ?? []).map((id) => cityRef(at.file, at.entry, 'params.cities', id));
      break;
    }
  }
}

/** A map card names a version of its letter that belongs to its own deck. */
function mapCardVersion(
  t: CardTables,
  m: { letter: string; version: string },
  k: number,
  at: CardAt,
  versions: MapVersions,
): void {
  const L = letterIdx(m.letter);
  const v = versions.versionIds[L]!.indexOf(m.version);
  if (v < 0)
    throw new ContentError(
      at.file,
      at.entry,
      'map.version',
      `map card ${m.letter} has no version '${m.version}'`,
    );
  if (versions.versionDeck[L]![v] !== at.side)
    throw new ContentError(
      at.file,
      at.entry,
      'map.version',
      `version '${m.version}' belongs to the other deck`,
    );
  t.mapLetter[k] = L;
  t.mapVersion[k] = v;
}

/** Every map version must exist in its deck exactly once. */
function checkMapVersions(t: CardTables, versions: MapVersions, deckFile: readonly string[]): void {
  for (let L = 0; L < 11; L++) {
    for (let v = 0; v < versions.versionIds[L]!.length; v++) {
      let n = 0;
      for (let k = 0; k < t.nc; k++) if (t.mapLetter[k] === L && t.mapVersion[k] === v) n++;
      if (n !== 1)
        throw new ContentError(
          deckFile[versions.versionDeck[L]![v]!]!,
          '',
          'cards',
          `map card ${LETTERS[L]} version '${versions.versionIds[L]![v]}' must appear exactly once (found ${n})`,
        );
    }
  }
}

/** Card index by special role, -1 when the pack lacks it. */
function rolesOf(t: CardTables): BvgContent['roles'] {
  const { nUsa, nc } = t;
  const roleOf = (side: number, sp: number, eff: number): number => {
    for (let k = side === 0 ? 0 : nUsa; k < (side === 0 ? nUsa : nc); k++) {
      if (sp && t.special[k] === sp) return k;
      if (eff && t.effect[k] === eff) return k;
    }
    return -1;
  };
  const cardByName = (side: number, name: string): number => {
    for (let k = side === 0 ? 0 : nUsa; k < (side === 0 ? nUsa : nc); k++)
      if (t.cardName[k] === name) return k;
    return -1;
  };
  return {
    dow: roleOf(0, SP_DOW, 0),
    elections: roleOf(0, 0, EF_ELECTIONS),
    jackson: roleOf(1, SP_JACKSON, 0),
    viii: roleOf(0, SP_VIII, 0),
    mcclellan: cardByName(0, 'McClellan'),
    banks: cardByName(0, 'Banks'),
  };
}

// ---- tables and scenarios -------------------------------------------------------------------------------

type Tables = Pick<
  BvgContent,
  | 'combat'
  | 'casualtyLevel'
  | 'casualties'
  | 'casualtyCols'
  | 'llEffect'
  | 'llEnemyChooses'
  | 'gbTieDefender'
  | 'sbStrongerWins'
>;

/** The Combat Results Table (8.5), the Casualties Table and its columns, and leader losses (8.6). */
function compileTables(tables: TablesJson): Tables {
  const lv = (l: string): number => (l === 'light' ? 0 : l === 'normal' ? 1 : 2);
  const combat = Int8Array.from(tables.combat.map((r) => RESULT_IDS.indexOf(r)));
  const casualtyLevel = Int8Array.from(tables.casualtyLevel.map(lv));
  const casualtyCols = Int8Array.from(tables.casualtyColumns ?? [0]);
  const ncol = casualtyCols.length;
  const casualties = new Int8Array(12 * ncol);
  OUTCOME_IDS.forEach((o, oi) => {
    const row = tables.casualties[o];
    [row.light, row.normal, row.heavy].forEach((v, li) => {
      for (let j = 0; j < ncol; j++) casualties[(oi * 3 + li) * ncol + j] = Array.isArray(v) ? v[j]! : v;
    });
  });
  const llEffect = Int8Array.from(
    tables.leaderLoss.map((e) => (e.effect === 'killed' ? 0 : e.effect === 'wounded' ? 1 : 2)),
  );
  const llEnemyChooses = Uint8Array.from(tables.leaderLoss.map((e) => (e.chooser === 'enemy' ? 1 : 0)));
  return {
    combat,
    casualtyLevel,
    casualties,
    casualtyCols,
    llEffect,
    llEnemyChooses,
    gbTieDefender: tables.generalsBattleTie === 'defender',
    sbStrongerWins: tables.soldiersBattle === 'stronger-wins',
  };
}

/** The scenarios (2 and the scenario rules): who starts where, with what, and which cities each controls. */
function compileScenarios(
  scenarios: readonly ScenarioJson[],
  scenFile: string,
  cards: CardTables,
  cityRef: CityRef,
): CompiledScenario[] {
  return scenarios.map((sc, si) => {
    const entry = `scenarios[${si}] '${sc.id}'`;
    const sides = [sc.usa, sc.csa].map((st, side) => sideSetup(st, side, scenFile, entry, cards));
    return {
      id: sc.id,
      name: sc.name,
      rule: sc.rule,
      doc: sc.doc,
      ordered: sc.decks === 'numeric',
      lateWarImmediate: sc.lateWar === 'immediate',
      startSide: sc.start.side === 'usa' ? 0 : 1,
      startCombat: sc.start.step === 'combat',
      preAction: sc.preAction,
      players: sc.players,
      historicalFirstTurns: sc.historicalFirstTurns === true,
      emancipationPlayed: sc.emancipationPlayed === true,
      sides,
      control: [sc.control.usa, sc.control.csa].map((l, side) =>
        l.map((id) => cityRef(scenFile, entry, `control.${side === 0 ? 'usa' : 'csa'}`, id)),
      ),
    };
  });
}

/** One side's setup in a scenario: cards by number in its deck, each placed once. */
function sideSetup(
  st: ScenarioJson['usa'],
  side: number,
  scenFile: string,
  entry: string,
  cards: CardTables,
): SideSetupC {
  const { nUsa, nc } = cards;
  const sideName = side === 0 ? 'usa' : 'csa';
  const max = side === 0 ? nUsa : nc - nUsa;
  const used = new Set<number>();
  const card = (n: number, field: string): number => {
    if (n > max)
      throw new ContentError(
        scenFile,
        entry,
        `${sideName}.${field}`,
        `no card #${n} in the ${sideName} deck`,
      );
    if (used.has(n))
      throw new ContentError(scenFile, entry, `${sideName}.${field}`, `card #${n} is placed twice`);
    used.add(n);
    return side === 0 ? n - 1 : nUsa + n - 1;
  };
  const cmds = [st.east, st.west].map((list, t) =>
    list.map((cj, ci): SetupCommand => {
      const field = `${t === 0 ? 'east' : 'west'}[${ci}]`;
      if (typeof cj === 'number') return { card: card(cj, field), units: [], subs: [] };
      return {
        card: card(cj.card, field),
        units: (cj.units ?? []).map((u) => card(u, field)),
        subs: (cj.subs ?? []).map((sb) => ({
          card: card(sb.card, field),
          units: sb.units.map((u) => card(u, field)),
        })),
      };
    }),
  );
  return {
    supply: st.supply,
    maps: st.maps.map((n) => {
      const k = card(n, 'maps');
      if (cards.mapLetter[k]! < 0)
        throw new ContentError(scenFile, entry, `${sideName}.maps`, `card #${n} is not a map card`);
      return k;
    }),
    commands: cmds,
    hand: st.hand.map((n) => card(n, 'hand')),
    draw: st.draw,
    cadre: st.cadre.map((n) => card(n, 'cadre')),
    discard: st.discard.map((n) => card(n, 'discard')),
  };
}
