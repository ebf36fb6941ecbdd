package toi.irontide.state;

/** §11.78 · a regiment's steps: full chit, reduced chit, cadre (chit removed); battalions and artillery have FULL only. */
public enum Strength { FULL, REDUCED, CADRE }
