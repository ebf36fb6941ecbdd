#!/usr/bin/env python3
"""Writes the Iron Tide demonstration set (DEMO — not the published game) into src/main/resources/irontide/demo/.
Everything here is invented in the shape the rulebook implies; run it again after changing it."""
import json, os

OUT = os.path.join(os.path.dirname(__file__), '..', 'src', 'main', 'resources', 'irontide', 'demo')
COLS, ROWS = 16, 12

def hid(c, r): return '%02d%02d' % (c, r)

def axial(c, r):  # 1-based ids, odd-q (odd 0-based columns half a hex lower), as toi.engine.hex.HexLabels
    c0, r0 = c - 1, r - 1
    return (c0, r0 - (c0 - (c0 & 1)) // 2)

def adjacent(a, b):
    (q1, r1), (q2, r2) = axial(*a), axial(*b)
    dq, dr = q2 - q1, r2 - r1
    return (dq, dr) in [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]

terrain = {}
for c in range(1, COLS + 1):
    for r in range(1, ROWS + 1):
        terrain[(c, r)] = 'clear'
for h in [(5, 2), (5, 3), (6, 2), (7, 9), (7, 10), (10, 9), (11, 10), (13, 2), (14, 2), (13, 10)]:
    terrain[h] = 'rough'
for h in [(6, 4), (6, 5), (7, 5), (10, 4), (10, 5), (11, 5), (11, 4), (14, 4), (14, 5), (15, 8), (4, 8)]:
    terrain[h] = 'heavy woods'
for h in [(2, 5), (2, 6), (8, 7), (8, 8), (9, 11), (12, 7), (12, 8), (15, 3)]:
    terrain[h] = 'light woods'
terrain[(6, 7)] = 'lake'
hexes = {}
for (c, r), t in sorted(terrain.items()):
    e = {'terrain': t}
    if c == 12:
        e['westwall'] = True
    hexes[hid(c, r)] = e

def sides_between(col):  # every hexside between column col and col+1
    out = []
    for r in range(1, ROWS + 1):
        for r2 in range(max(1, r - 1), min(ROWS, r + 1) + 1):
            if adjacent((col, r), (col + 1, r2)):
                out.append(((col, r), (col + 1, r2)))
    return out

hexsides = []
for a, b in sides_between(3):  # the Meuse, bridged where roads cross it (rows 3 and 10)
    e = {'hexes': [hid(*a), hid(*b)], 'river': True, 'meuse': True}
    if a[1] == b[1] and a[1] in (3, 10):
        e['bridge'] = True
    hexsides.append(e)
for a, b in sides_between(8):  # a river: printed bridges at rows 3 (blown at the start) and 6, a ford at row 10
    e = {'hexes': [hid(*a), hid(*b)], 'river': True}
    if a[1] == b[1] and a[1] in (3, 6):
        e['bridge'] = True
    if a[1] == b[1] and a[1] == 10:
        e['ford'] = True
    hexsides.append(e)

roads = [
    [hid(c, 3) for c in range(16, 0, -1)],
    [hid(c, 6) for c in range(16, 3, -1)],
    [hid(c, 10) for c in range(16, 0, -1)],
    [hid(9, r) for r in range(1, 13)],
    [hid(5, r) for r in range(1, 13)],
]
for road in roads:
    for x, y in zip(road, road[1:]):
        assert adjacent((int(x[:2]), int(x[2:])), (int(y[:2]), int(y[2:]))), (x, y)

towns = [
    {'name': 'DEMO Liège', 'city': True, 'hexes': ['0102', '0103', '0203'], 'strategicVictory': True},
    {'name': 'DEMO Namur', 'city': True, 'hexes': ['0210', '0211'], 'vp': 6},
    {'name': 'DEMO Dinant', 'hexes': ['0405'], 'vp': 5},
    {'name': 'DEMO Marche', 'hexes': ['0507'], 'vp': 3},
    {'name': 'DEMO La Roche', 'hexes': ['0609'], 'vp': 2, 'historic': True},
    {'name': 'DEMO Houffalize', 'hexes': ['0704'], 'vp': 2, 'historic': True},
    {'name': 'DEMO Bastogne', 'hexes': ['0908'], 'vp': 6},
    {'name': 'DEMO Spa', 'hexes': ['0902'], 'vp': 2},
    {'name': 'DEMO St. Vith', 'hexes': ['1006'], 'vp': 3, 'historic': True},
    {'name': 'DEMO Malmedy', 'hexes': ['1103'], 'vp': 2},
    {'name': 'DEMO Martelange', 'hexes': ['0811'], 'vp': 1},
]
gamemap = {
    'source': 'demo', 'columns': COLS, 'rows': ROWS, 'hexes': hexes, 'hexsides': hexsides,
    'roads': [{'hexes': r} for r in roads], 'towns': towns,
    'entryRoads': {'A': ['0501'], 'B': ['0512'], 'C': ['0110']},
    'vpExits': ['0110'],
    'depotGroups': [['1006', '0704', '0902'], ['0609', '0908', '0507'], ['1103', '0405', '0811']],
}

terrain_chart = {'source': 'demo', 'terrain': [
    {'name': 'clear', 'nonMech': 1, 'mech': 1, 'crtLine': 'clear'},
    {'name': 'light woods', 'nonMech': 2, 'mech': 2, 'crtLine': 'clear'},
    {'name': 'rough', 'nonMech': 2, 'mech': 3, 'crtLine': 'rough'},
    {'name': 'heavy woods', 'nonMech': 3, 'mech': 4, 'crtLine': 'heavy woods'},
    {'name': 'lake', 'prohibited': True},
]}

columns = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1']
lines = ['clear', 'rough', 'heavy woods']
def cell(col, roll, penalty):
    v = col + (7 - roll) - 2 * penalty
    ladder = [(-5, 'A2-(1)'), (-4, 'A1-(1)'), (-3, 'A2'), (-2, 'A1'), (0, 'NE'), (2, 'B1-(1)'), (4, 'D1'), (6, 'D1-(1)'), (8, 'D2'), (10, 'D2-(1)')]
    for top, res in ladder:
        if v <= top:
            return res
    return 'D3-(2)'
results = {l: {c: [cell(i, roll, p) for roll in range(2, 13)] for i, c in enumerate(columns)} for p, l in enumerate(lines)}
assert results['rough']['4-1'][4 - 2] == 'D1-(1)'  # the one cell the rulebook shows (its worked combat example)
crt = {'source': 'demo', 'lines': lines, 'columns': columns, 'results': results,
       'demolition': ['blown', 'blown', 'blown', 'intact', 'intact', 'intact'],
       # §16.4: the German Commando Disruption Table is printed on the CRT card, not in the text: INVENTED (R-IT-41)
       'commandoDisruption': ['misdirected', 'misdirected', 'misdirected', 'no effect', 'no effect', 'no effect']}

def chit(i, colour, a, b, c): return {'id': '%s-%d' % (colour, i), 'colour': colour, 'A': a, 'B': b, 'C': c}
chits = {'source': 'demo', 'chits': [
    chit(1, 'red', [11, 6], [6, 3], [4, 2]), chit(2, 'red', [10, 5], [5, 3], [4, 0]), chit(3, 'red', [12, 6], [7, 4], [5, 2]),
    chit(4, 'red', [9, 5], [6, 3], [3, 1]), chit(5, 'red', [10, 6], [5, 2], [4, 2]), chit(6, 'red', [8, 4], [6, 3], [3, 0]),
    chit(7, 'red', [11, 5], [7, 3], [5, 2]), chit(8, 'red', [9, 4], [5, 2], [4, 1]), chit(9, 'red', [10, 5], [6, 3], [4, 2]),
    chit(10, 'red', [12, 7], [8, 4], [5, 3]), chit(11, 'red', [9, 4], [6, 2], [3, 1]), chit(12, 'red', [10, 5], [7, 3], [4, 2]),
    # enough red chits for every red regiment of the set (19) at once: a computer player that fights with all of them
    # emptied a twelve-chit cup (§9.0)
    chit(13, 'red', [10, 5], [6, 3], [4, 2]), chit(14, 'red', [9, 4], [5, 2], [3, 1]), chit(15, 'red', [11, 6], [7, 3], [5, 2]),
    chit(16, 'red', [8, 4], [5, 2], [3, 0]), chit(17, 'red', [10, 5], [6, 3], [4, 1]), chit(18, 'red', [12, 6], [7, 4], [5, 2]),
    chit(19, 'red', [9, 5], [6, 3], [4, 2]), chit(20, 'red', [10, 4], [6, 2], [4, 2]),
    chit(1, 'blue', [7, 4], [4, 2], [3, 1]), chit(2, 'blue', [6, 3], [4, 2], [2, 0]), chit(3, 'blue', [8, 4], [5, 2], [3, 1]),
    chit(4, 'blue', [7, 3], [4, 2], [2, 1]), chit(5, 'blue', [6, 3], [3, 1], [2, 0]), chit(6, 'blue', [8, 5], [5, 3], [3, 2]),
    chit(7, 'blue', [7, 4], [4, 2], [3, 1]), chit(8, 'blue', [6, 3], [4, 1], [2, 1]), chit(9, 'blue', [7, 3], [5, 2], [3, 1]),
    chit(10, 'blue', [8, 4], [5, 3], [3, 1]), chit(11, 'blue', [6, 3], [4, 2], [2, 1]), chit(12, 'blue', [7, 4], [4, 2], [3, 1]),
]}

divisions = [
    # §16.3: on 17AM the 1st SS ignores enemy ZOCs; its units starting in the rulebook's 3450 (the demo's 1305) double
    {'id': '1ss', 'side': 'german', 'name': 'DEMO 1 SS Pz Div', 'elite': True, 'ignoresZocOn': '17AM', 'doubleMovementFrom': '1305'},
    {'id': '12ss', 'side': 'german', 'name': 'DEMO 12 SS Pz Div', 'heldFirstTwoTurns': True},
    {'id': '3fj', 'side': 'german', 'name': 'DEMO 3 FJ Div'},
    {'id': '272', 'side': 'german', 'name': 'DEMO 272 VG Div', 'integrity': False},
    {'id': 'fgb', 'side': 'german', 'name': 'DEMO Führer Grenadier Bde', 'elite': True, 'integrity': False},
    {'id': 'us99', 'side': 'allied', 'name': 'DEMO US 99 Inf Div'},
    {'id': 'us28', 'side': 'allied', 'name': 'DEMO US 28 Inf Div', 'integrity': False},
    {'id': 'us1', 'side': 'allied', 'name': 'DEMO US 1 Inf Div'},
    {'id': 'us7a', 'side': 'allied', 'name': 'DEMO US 7 Arm Div'},
    {'id': 'us82', 'side': 'allied', 'name': 'DEMO US 82 AB Div', 'elite': True},
    {'id': 'br29', 'side': 'allied', 'name': 'DEMO BR 29 Armd Bde', 'integrity': False},
]
def reg(id, name, side, nat, div, typ, chit, mf, cadre, where, mech=False, **kw):
    u = {'id': id, 'name': name, 'side': side, 'nationality': nat, 'size': 'regiment', 'type': typ, 'chit': chit,
         'cadre': {'combat': cadre[0], 'movement': cadre[1]}, 'movement': mf}
    if div: u['division'] = div
    if mech: u['mech'] = True
    u.update(where); u.update(kw); return u
def bn(id, name, side, nat, div, typ, cf, mf, where, mech=False, **kw):
    u = {'id': id, 'name': name, 'side': side, 'nationality': nat, 'size': 'battalion', 'type': typ, 'combat': cf, 'movement': mf}
    if div: u['division'] = div
    if mech: u['mech'] = True
    u.update(where); u.update(kw); return u
at = lambda h: {'setup': h}
arr = lambda t, e: {'arrives': {'turn': t, 'entry': e}}
G, A = 'german', 'allied'
units = [
    reg('1ss-pz', 'DEMO 1 SS Pz Regt', G, 'GE', '1ss', 'armor', 'red A', 6, (2, 4), at('1305'), mech=True),
    reg('1ss-pg', 'DEMO 1 SS PG Regt', G, 'GE', '1ss', 'mech-infantry', 'red B', 6, (2, 4), at('1305'), mech=True),
    reg('3fj-5', 'DEMO 5 FJ Regt', G, 'GE', '3fj', 'infantry', 'red B', 4, (1, 3), at('1303')),
    reg('3fj-8', 'DEMO 8 FJ Regt', G, 'GE', '3fj', 'infantry', 'red B', 4, (1, 3), at('1304')),
    reg('3fj-9', 'DEMO 9 FJ Regt', G, 'GE', '3fj', 'infantry', 'red C', 4, (1, 3), at('1302')),
    reg('12ss-25', 'DEMO 25 SS PG Regt', G, 'GE', '12ss', 'mech-infantry', 'red B', 6, (2, 4), at('1407'), mech=True),
    reg('12ss-12', 'DEMO 12 SS Pz Regt', G, 'GE', '12ss', 'armor', 'red A', 6, (2, 4), at('1407'), mech=True),
    reg('272-980', 'DEMO 980 VG Regt', G, 'GE', '272', 'infantry', 'blue C', 4, (1, 3), at('1308')),
    reg('272-981', 'DEMO 981 VG Regt', G, 'GE', '272', 'infantry', 'blue C', 4, (1, 3), at('1309')),
    bn('ger-506-sp', 'DEMO 506 SP Bn', G, 'GE', None, 'armor', 3, 5, at('1306'), mech=True),
    bn('ger-pj-1', 'DEMO 1 Pj Bn', G, 'GE', None, 'antitank', 2, 5, at('1306'), mech=True),
    bn('ger-653-pz', 'DEMO 653 Pz Bn', G, 'GE', None, 'armor', 1, 5, at('1304'), mech=True),
    bn('ger-eng-1', 'DEMO 1 Pi Bn', G, 'GE', None, 'engineer', 1, 4, at('1303')),
    bn('ger-vak-1', 'DEMO 401 VAK', G, 'GE', None, 'artillery', 2, 3, at('1404')),
    bn('ger-vak-2', 'DEMO 402 VAK', G, 'GE', None, 'artillery', 2, 3, at('1405')),
    bn('ger-vw-1', 'DEMO 7 VW', G, 'GE', None, 'artillery', 2, 3, at('1408')),
    reg('ger-150', 'DEMO 150 Pz Bde', G, 'GE', None, 'armor', 'blue B', 6, (1, 4), arr('17AM', 'edge'), mech=True, zocInfiltration=True),
    # §16.1: the 150th Panzer battalion (the Sherman silhouette), the one unit that may be stacked with the brigade when it infiltrates
    bn('ger-150-pz', 'DEMO 150 Pz Bn (Sherman)', G, 'GE', None, 'armor', 2, 5, arr('17AM', 'edge'), mech=True, infiltrationCompanion=True),
    reg('fgb', 'DEMO Führer Grenadier Bde', G, 'GE', 'fgb', 'mech-infantry', 'red B', 6, (2, 4), arr('18AM', 'edge'), mech=True),
    bn('ger-vak-3', 'DEMO 403 VAK', G, 'GE', None, 'artillery', 2, 3, arr('19AM', 'edge')),
    # §16.2: lands on 17AM within 3 hexes of the rulebook's 4339 (the demo's 1004)
    reg('ger-vdh', 'DEMO von der Heydte FJ', G, 'GE', None, 'infantry', 'blue A', 3, (1, 2), arr('17AM', 'air'), landingNear='1004'),
    reg('ger-10ss', 'DEMO 10 SS Pz Regt', G, 'GE', None, 'armor', 'red B', 6, (2, 4), arr('19AM', 'edge'), mech=True,
        restricted={'type': 'german', 'die': [1, 2]}),
    reg('ger-11pz', 'DEMO 11 Pz Regt', G, 'GE', None, 'armor', 'red B', 6, (2, 4), arr('19AM', 'edge'), mech=True,
        restricted={'type': 'german', 'die': [3, 4]}),

    # §16.4: the four German commandos (Einheit Stielau), entering 17AM on the East edge; factors INVENTED (DEMO)
    bn('ger-cdo-1', 'DEMO Commando 1', G, 'GE', None, 'recon', 0, 6, arr('17AM', 'edge'), commando=True),
    bn('ger-cdo-2', 'DEMO Commando 2', G, 'GE', None, 'recon', 0, 6, arr('17AM', 'edge'), commando=True),
    bn('ger-cdo-3', 'DEMO Commando 3', G, 'GE', None, 'recon', 0, 6, arr('17AM', 'edge'), commando=True),
    bn('ger-cdo-4', 'DEMO Commando 4', G, 'GE', None, 'recon', 0, 6, arr('17AM', 'edge'), commando=True),

    reg('us99-393', 'DEMO 393 Inf Regt', A, 'US', 'us99', 'infantry', 'blue B', 4, (1, 3), at('1203')),
    reg('us99-394', 'DEMO 394 Inf Regt', A, 'US', 'us99', 'infantry', 'blue C', 4, (1, 3), at('1104')),
    reg('us28-110', 'DEMO 110 Inf Regt', A, 'US', 'us28', 'infantry', 'blue C', 4, (1, 3), at('1106')),
    reg('us28-109', 'DEMO 109 Inf Regt', A, 'US', 'us28', 'infantry', 'blue C', 4, (1, 3), at('1109')),
    bn('us28-110-1', 'DEMO 1/110 Inf Bn', A, 'US', None, 'infantry', 1, 4, at('1207'), temporaryZoc=True),
    bn('us28-110-2', 'DEMO 2/110 Inf Bn', A, 'US', None, 'infantry', 1, 4, at('1108'), temporaryZoc=True),
    bn('us-741-tk', 'DEMO 741 Tank Bn', A, 'US', None, 'armor', 2, 5, at('1006'), mech=True),
    bn('us-291-eng', 'DEMO 291 Eng Bn', A, 'US', None, 'engineer', 1, 4, at('1010')),
    bn('us-fa-1', 'DEMO 333 FA Bn', A, 'US', None, 'artillery', 2, 3, at('1005')),
    bn('us-fa-2', 'DEMO 589 FA Bn', A, 'US', None, 'artillery', 2, 3, at('0907')),
    reg('us1-16', 'DEMO 16 Inf Regt', A, 'US', 'us1', 'infantry', 'red A', 4, (1, 3), arr('17AM', 'A')),
    reg('us1-18', 'DEMO 18 Inf Regt', A, 'US', 'us1', 'infantry', 'red B', 4, (1, 3), arr('17AM', 'A')),
    reg('us1-26', 'DEMO 26 Inf Regt', A, 'US', 'us1', 'infantry', 'red C', 4, (1, 3), arr('17PM', 'A')),
    reg('us7a-cca', 'DEMO 7 Arm CCA', A, 'US', 'us7a', 'armor', 'red B', 6, (1, 4), arr('17PM', 'C'), mech=True),
    reg('us7a-ccb', 'DEMO 7 Arm CCB', A, 'US', 'us7a', 'armor', 'red B', 6, (1, 4), arr('17PM', 'C'), mech=True),
    reg('us7a-ccr', 'DEMO 7 Arm CCR (armored infantry)', A, 'US', 'us7a', 'mech-infantry', 'blue B', 6, (1, 4), arr('18AM', 'C'), mech=True, intrinsicCombinedArms=True),
    bn('us-612-td', 'DEMO 612 TD Bn', A, 'US', None, 'antitank', 2, 5, arr('17PM', 'C'), mech=True),
    reg('us82-504', 'DEMO 504 PIR', A, 'US', 'us82', 'infantry', 'red A', 4, (2, 3), arr('18AM', 'B')),
    reg('us82-505', 'DEMO 505 PIR', A, 'US', 'us82', 'infantry', 'red A', 4, (2, 3), arr('18AM', 'B')),
    bn('us-fa-3', 'DEMO 254 FA Bn', A, 'US', None, 'artillery', 2, 3, arr('18PM', 'A')),
    # §17.1 Type 1: the book frees the 29 Armd Bde on 25AM; the demo ends on 20PM, so its date moves to 20AM (DEMO)
    reg('br29-armd', 'DEMO 29 Armd Bde', A, 'BR', 'br29', 'armor', 'red B', 6, (1, 4), arr('19AM', 'B'), mech=True,
        restricted={'type': 1, 'freeFrom': '20AM'}),
    reg('us5a-cca', 'DEMO 5 Arm CCA', A, 'US', None, 'armor', 'red B', 6, (1, 4), arr('19PM', 'B'), mech=True, restricted={'type': 2}),
]


# §2.31, §17.4 · the army diamonds (used only by the optional Army Command rule): German white 5th Panzer, red 6th Panzer,
# green 7th Army; US white 1st Army, green 3rd Army; none on British counters. DEMO assignments, not the published counters.
ARMIES = {
    'red': ['ger-cdo-1', 'ger-cdo-2', 'ger-cdo-3', 'ger-cdo-4', '1ss-pz', '1ss-pg', '12ss-25', '12ss-12', 'ger-150', 'ger-150-pz', 'ger-vdh', 'ger-506-sp', 'ger-pj-1', 'ger-vak-2'],
    'green': ['3fj-5', '3fj-8', '3fj-9', '272-980', '272-981', 'ger-vw-1', 'ger-eng-1', 'ger-653-pz', 'ger-vak-1',
              'us5a-cca', 'us-fa-3'],
}
for u in units:
    if u['nationality'] != 'BR':
        u['army'] = next((a for a, ids in ARMIES.items() if u['id'] in ids), 'white')
unitfile = {'source': 'demo', 'divisions': divisions, 'units': units}

def turn(id, weather, ga, aa, rg=0, ra=0):
    return {'id': id, 'weather': weather, 'air': {'german': ga, 'allied': aa}, 'replacements': {'german': rg, 'allied': ra}}
turns = {'source': 'demo', 'turns': [
    turn('16AM', 'overcast', 1, 0), turn('16PM', 'overcast', 1, 0), turn('17AM', 'overcast', 1, 0), turn('17PM', 'overcast', 0, 0),
    turn('18AM', 'snow', 0, 0), turn('18PM', 'overcast', 0, 1), turn('19AM', 'overcast', 0, 1, 1, 1), turn('19PM', 'clear', 0, 2, 0, 1),
    turn('20AM', 'clear', 0, 3, 1, 1), turn('20PM', 'clear', 0, 3, 0, 1),
], 'fuelShortage': ['none', 'none', 'none', 'none', 'mechanized', 'mechanized', 'all']}
scenario = {'id': 'iron-tide-demo', 'title': 'the 10-turn scenario on an invented map (16AM to 20PM)', 'source': 'demo',
            'files': {'map': 'map.json', 'terrain': 'terrain.json', 'crt': 'crt.json', 'chits': 'chits.json', 'units': 'units.json', 'turns': 'turns.json'},
            'bands': '10-turn', 'setup': {'entrenchments': ['1010'], 'blownBridges': [['0803', '0903']]}}

os.makedirs(OUT, exist_ok=True)
for name, data in [('map.json', gamemap), ('terrain.json', terrain_chart), ('crt.json', crt), ('chits.json', chits),
                   ('units.json', unitfile), ('turns.json', turns), ('scenario.json', scenario)]:
    with open(os.path.join(OUT, name), 'w', encoding='utf-8') as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write('\n')
print('written to', os.path.normpath(OUT))
