package toi.engine.game.flow;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.rules.AssaultFlow;
import toi.engine.game.rules.CardDecks;
import toi.engine.game.rules.CardFlow;
import toi.engine.game.rules.CardPicks;
import toi.engine.game.rules.Fire;
import toi.engine.game.rules.Movement;
import toi.engine.game.rules.MunitionTokens;
import toi.engine.game.rules.OffBoardAttack;
import toi.engine.game.state.Activity;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingHits;
import toi.engine.scenario.SpecialRules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.event.Event;
import toi.engine.move.MovePoints;
import toi.engine.units.Unit;

/**
 * The rules of each {@link Frame}: the decision it asks (with its legal choices when asked for them), the answer to
 * it, and what follows when hits it started are all taken (docs/architecture.md · How a rule waits for a player).
 * The frame on top of the state's stack asks.
 */
public enum FrameRules {
    /** 000 · WINNING THE GAME: nothing is left to decide. */
    OVER {
        Decision decision(GameState s, boolean withOptions) {
            return new Decision(s.winner, Decision.Kind.GAME_OVER, "the game is over: " + s.winner + " wins", List.of());
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            throw new IllegalChoice("the game is over (" + s.endReason + ")");
        }
    },
    /** 000 · ASSAULT ATTACKS steps 6, 7, 9, 10: casualties, the retreat hex, who advances. */
    ASSAULT {
        Decision decision(GameState s, boolean withOptions) {
            return AssaultFlow.question(s);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            AssaultFlow.answer(s, c, ev);
        }
    },
    /** 000 · Normal Attacks Against Squads: the owner of a hit squad chooses its casualties. */
    HITS {
        Decision decision(GameState s, boolean withOptions) {
            Unit t = s.hits().next();
            int hits = s.hits().nextHits();
            return new Decision(t.nation(), Decision.Kind.CASUALTIES, "choose " + hits + " casualt" + (hits == 1 ? "y" : "ies")
                    + " from " + t.describe() + " (000 · Normal Attacks Against Squads)",
                    withOptions ? Decisions.casualtyOptions(t, hits) : List.of());
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            Fire.casualties(s, expect(d, c, Choice.Casualties.class), ev);
        }
    },
    /** A Strategy card's effect that needs its player: the target token, or a pick. */
    CARD {
        Decision decision(GameState s, boolean withOptions) {
            return CardPicks.question(s, withOptions);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            CardPicks.answer(s, c, ev);
        }

        /** An off-board strike's hits are taken: the card goes on with its next hex or effect. */
        @Override
        void afterHits(GameState s, PendingHits ph, List<Event> ev) {
            OffBoardAttack.afterStrike(s, ev);
        }
    },
    /** 000 · Draw Strategy Cards (and the starting draws of GAME SETUP). */
    DRAW {
        Decision decision(GameState s, boolean withOptions) {
            return new Decision(CardDecks.drawer(s), Decision.Kind.DRAW_CARD, (s.plusDraw != null
                    ? "the card had a \"+\": draw one more Strategy card, or done" : "draw a Strategy card from any of your decks")
                    + " (000 · Draw Strategy Cards)", withOptions ? CardDecks.drawOptions(s) : List.of());
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            if (!(c instanceof Choice.DrawCard || c instanceof Choice.Done)) {
                throw wrong(d, c);
            }
            CardDecks.draw(s, c, ev);
        }
    },
    /** 000 · GAME SETUP steps 5–7: build squads (and the crew transfer), tokens, markers, deployment, initial op fire. */
    SETUP {
        Decision decision(GameState s, boolean withOptions) {
            return Decisions.setupDecision(s, withOptions);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            switch (d.kind()) {
                case BUILD_SQUAD -> {
                    if (c instanceof Choice.Build b) {
                        Setup.build(s, b, ev);
                    } else if (c instanceof Choice.TransferCrew t) {
                        CrewTransfer.propose(s, t, ev);
                    } else {
                        throw wrong(d, c);
                    }
                }
                case AGREE -> {
                    CrewTransfer.answer(s, expect(d, c, Choice.Agree.class), ev);
                }
                case ASSIGN_TOKEN -> {
                    if (c instanceof Choice.AssignToken t) {
                        Setup.assignToken(s, t, ev);
                    } else if (c instanceof Choice.ChooseTokens t) {
                        Setup.chooseTokens(s, t, ev);
                    } else if (c instanceof Choice.EndTokens) {
                        Setup.endTokens(s, ev);
                    } else {
                        throw wrong(d, c);
                    }
                }
                case PLACE_MARKER -> {
                    if (c instanceof Choice.PlaceMarker m) {
                        SetupMarkers.place(s, m, ev);
                    } else if (c instanceof Choice.Done) {
                        SetupMarkers.end(s, ev);
                    } else {
                        throw wrong(d, c);
                    }
                }
                case DEPLOY -> {
                    Setup.deploy(s, expect(d, c, Choice.Deploy.class), ev);
                }
                default -> opFireMode(s, d, c, ev);
            }
        }

        /** 000 · GAME SETUP 3. Claim Game Cards: the starting draws are made; the rest of the setup follows. */
        @Override
        void afterDraws(GameState s, List<Event> ev) {
            s.startingDraws = false;
            Flow.startAfterDraws(s, ev);
        }
    },
    /** 000 · COMMAND PHASE, Spend Command: bid on the Initiative card, activate Command Phase cards, retrieve cards. */
    COMMAND {
        Decision decision(GameState s, boolean withOptions) {
            String n = s.stepQueue.get(0);
            List<Choice> options = new ArrayList<>();
            if (withOptions) {
                for (int c = 0; c <= s.command.get(n); c++) {
                    options.add(new Choice.Bid(c));
                }
                options.addAll(CardDecks.activationOptions(s, n, false));
                for (SpecialRules.Retrieve r : s.setup.special().retrieves()) {
                    if (r.side().equals(n) && s.command.get(n) >= r.cost() && s.discarded.getOrDefault(n, List.of()).contains(r.cardId())) {
                        options.add(new Choice.Act(ActionKind.RETRIEVE_CARD, r.cardId(), null));
                    }
                }
            }
            return new Decision(n, Decision.Kind.INITIATIVE_BID, "place command on the Initiative card (you have "
                    + s.command.get(n) + ") (000 · Spend Command)", options);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            if (c instanceof Choice.Act a && a.kind() == ActionKind.ACTIVATE_CARD) {
                CardFlow.activate(s, s.stepQueue.get(0), a.division(), a.unitId(), false, ev); // 000 · Spend Command
            } else if (c instanceof Choice.Act a && a.kind() == ActionKind.RETRIEVE_CARD) {
                CardFlow.retrieve(s, s.stepQueue.get(0), a.unitId(), ev);
            } else if (c instanceof Choice.Bid b) {
                RoundPhases.bid(s, b, ev);
            } else {
                throw wrong(d, c);
            }
        }
    },
    /** 000 · STATUS PHASE, 3. Place Units in Op Fire Mode (the phase's own frame, under its other steps). */
    STATUS {
        Decision decision(GameState s, boolean withOptions) {
            String n = s.stepQueue.get(0);
            return new Decision(n, Decision.Kind.OP_FIRE_MODE, "place units in Op Fire mode (000 · Place Units in Op Fire Mode)",
                    withOptions ? Decisions.opFireModeOptions(s, n) : List.of());
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            opFireMode(s, d, c, ev);
        }

        /** 000 · STATUS PHASE: the draws of step 1 are made; 2. Remove Tokens and the steps after it follow. */
        @Override
        void afterDraws(GameState s, List<Event> ev) {
            RoundPhases.removeTokens(s, ev);
        }
    },
    /** 002 · MUNITIONS SPECIALIZATION TOKENS: in order of initiative, tokens bought, immediately before op fire. */
    MUNITIONS {
        Decision decision(GameState s, boolean withOptions) {
            String n = s.stepQueue.get(0);
            List<Choice> options = new ArrayList<>();
            options.add(new Choice.EndMunitions());
            if (withOptions) {
                options.addAll(MunitionTokens.buyOptions(s, n));
            }
            // the prompt is shown to every seat: it names no kind (a facedown token's kind is its owner's secret)
            return new Decision(n, Decision.Kind.MUNITIONS, "buy munitions tokens to place facedown next to your vehicles (you have "
                    + s.command.get(n) + " command), or end (002 · MUNITIONS SPECIALIZATION TOKENS)", options);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            if (c instanceof Choice.BuyMunition b) {
                MunitionTokens.buy(s, b, ev);
            } else if (c instanceof Choice.EndMunitions) {
                MunitionTokens.endPurchases(s, ev);
            } else {
                throw wrong(d, c);
            }
        }
    },
    /** 002 · MUNITIONS SPECIALIZATION TOKENS: at the end of the Status Phase, unused tokens from before it discarded or kept. */
    MUNITIONS_DISCARD {
        Decision decision(GameState s, boolean withOptions) {
            String n = s.stepQueue.get(0);
            List<Choice> options = new ArrayList<>();
            options.add(new Choice.KeepMunitions());
            if (withOptions) {
                options.addAll(MunitionTokens.discardOptions(s, n));
            }
            return new Decision(n, Decision.Kind.MUNITIONS_DISCARD, "discard unused munitions tokens bought in an earlier Status"
                    + " Phase, or keep them (002 · MUNITIONS SPECIALIZATION TOKENS)", options);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            boolean goesOn;
            if (c instanceof Choice.DiscardMunition x) {
                MunitionTokens.discardUnused(s, x, ev);
                goesOn = s.top() == Frame.MUNITIONS_DISCARD;
            } else if (c instanceof Choice.KeepMunitions) {
                goesOn = MunitionTokens.keep(s, ev);
            } else {
                throw wrong(d, c);
            }
            if (!goesOn) {
                RoundPhases.afterDiscards(s, ev); // the Status Phase's end
            }
        }
    },
    /** 003 · OPTIONAL FACING RULES: "Each heavy vehicle in the game must be placed so that it is facing one of the six sides of its hex." */
    FACING {
        Decision decision(GameState s, boolean withOptions) {
            Unit v = s.units.get(toi.engine.game.rules.Facings.next(s));
            List<Choice> options = new ArrayList<>();
            for (toi.engine.hex.HexDirection d : withOptions ? toi.engine.hex.HexDirection.values() : new toi.engine.hex.HexDirection[0]) {
                options.add(new Choice.Face(v.id(), d));
            }
            return new Decision(v.nation(), Decision.Kind.FACING, v.describe() + " is placed in " + v.hex()
                    + ": choose the hexside it faces (" + toi.engine.combat.Facing.RULE.heading() + ")", options);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            if (c instanceof Choice.Face f) {
                toi.engine.game.rules.Facings.face(s, f, ev);
            } else {
                throw wrong(d, c);
            }
        }
    },
    /** 000 · STATUS PHASE, 4. Squad Transfers: figures move between squads in the same hex, in order of initiative. */
    TRANSFER {
        Decision decision(GameState s, boolean withOptions) {
            String n = s.stepQueue.get(0);
            List<Choice> options = new ArrayList<>();
            options.add(new Choice.EndTransfers());
            for (Unit from : withOptions ? s.units.values() : List.<Unit>of()) {
                if (!from.nation().equals(n) || !from.isSquad()) {
                    continue; // the transfer rule's own conditions, checked once per unit (same choices, same order)
                }
                for (Unit to : s.position().unitsAt(from.hex())) { // the units in the hex, in the units' order
                    if (to == from || !to.isSquad() || !to.nation().equals(n)) {
                        continue;
                    }
                    for (int i = 0; i < from.figures().size(); i++) {
                        Choice.Transfer t = new Choice.Transfer(from.id(), i, to.id());
                        if (RoundPhases.transferRefusal(s, n, t) == null) {
                            options.add(t);
                        }
                    }
                }
            }
            return new Decision(n, Decision.Kind.TRANSFER, "move figures between squads in the same hex, or end"
                    + " (000 · Squad Transfers)", options);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            if (c instanceof Choice.Transfer t) {
                RoundPhases.transfer(s, t, ev);
            } else if (c instanceof Choice.EndTransfers) {
                RoundPhases.endTransfers(s, ev);
            } else {
                throw wrong(d, c);
            }
        }
    },
    /** 000 · STATUS PHASE, 5. Scenario Reinforcements and Events: arriving units are placed in their side's R hexes. */
    REINFORCE {
        Decision decision(GameState s, boolean withOptions) {
            String n = s.stepQueue.get(0);
            return new Decision(n, Decision.Kind.REINFORCE, "place your reinforcements in your R hexes"
                    + " (000 · Scenario Reinforcements and Events)", withOptions ? Reinforcements.options(s, n) : List.of());
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            Reinforcements.deploy(s, expect(d, c, Choice.Deploy.class), ev);
        }
    },
    /** 000 · Turn Order (team games): which member of the team takes the first action turn. */
    FIRST_DIVISION {
        Decision decision(GameState s, boolean withOptions) {
            List<Choice> options = new ArrayList<>();
            s.divisionQueue.forEach(d -> options.add(new Choice.FirstDivision(d)));
            return new Decision(s.turn, Decision.Kind.FIRST_DIVISION, "which member of " + s.turn
                    + " takes the first action turn? (000 · Turn Order)", options);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            TeamTurns.chooseFirst(s, expect(d, c, Choice.FirstDivision.class), ev);
        }
    },
    /** 000 · TIMING CONFLICTS: effects at the same time, ordered by the player the rule names. */
    TIMING {
        Decision decision(GameState s, boolean withOptions) {
            return toi.engine.game.rules.TimingConflicts.decision(s, withOptions);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            toi.engine.game.rules.TimingConflicts.answer(s, c, ev);
        }
    },
    /** 000 · OPPORTUNITY FIRE; TIMING CONFLICTS 3–4: the opponent may fire at the unit in the hex it just entered. */
    OP_FIRE {
        Decision decision(GameState s, boolean withOptions) {
            Activity a = s.activity();
            List<Choice> options = new ArrayList<>();
            options.add(new Choice.NoOpFire());
            if (withOptions) {
                options.addAll(Decisions.opFireOptions(s));
            }
            return new Decision(s.opponent(s.units.get(a.unitId()).nation()), null, Decision.Kind.OP_FIRE, () -> a.unitId() + " has moved into "
                    + a.here() + ": op fire at it? (000 · OPPORTUNITY FIRE)", options);
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            if (c instanceof Choice.OpFire o) {
                Fire.opFire(s, o, ev);
            } else if (c instanceof Choice.NoOpFire) {
                s.close(Frame.OP_FIRE);
                Movement.afterOpFireWindow(s, ev);
            } else {
                throw wrong(d, c);
            }
        }

        /** 000 · Moving and Opportunity Fire: the op fire's hits are taken; the window closes and the mover goes on, or not. */
        @Override
        void afterHits(GameState s, PendingHits ph, List<Event> ev) {
            s.close(Frame.OP_FIRE);
            Movement.afterOpFire(s, ph, ev);
        }
    },
    /** 000 · THE ACTION PHASE: the active unit moves a hex (or a whole move), attacks while moving, assaults, or stops. */
    MOVE {
        Decision decision(GameState s, boolean withOptions) {
            Activity a = s.activity();
            Unit u = s.units.get(a.unitId());
            String id = u.id(); // the prompt is written when read, from these values (the state goes on changing)
            return Decision.ofListing(u.nation(), null, Decision.Kind.MOVE, () -> id + " (" + toi.engine.event.GameWords.action(a.kind().id()) + ", "
                    + MovePoints.format(a.mpLeft()) + " MP left) in " + a.here() + ": move, attack or stop",
                    withOptions ? Decisions.moveOptions(s, a, u) : List.of());
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            s.plannedPath = null; // the mover decides again: any whole move still planned is over
            if (c instanceof Choice.MoveTo m) {
                WholeMove.start(s, m, ev);
            } else if (c instanceof Choice.Step st) {
                Movement.step(s, st.to(), ev);
            } else if (c instanceof Choice.Stop) {
                Movement.stop(s, ev);
            } else if (c instanceof Choice.Fire f) {
                Fire.fireAndMovementAttack(s, f, ev);
            } else if (c instanceof Choice.Embark e) {
                Movement.embark(s, e, ev);
            } else if (c instanceof Choice.Face f) {
                Movement.rotate(s, f, ev); // 003 · FACING AND MOVEMENT
            } else if (c instanceof Choice.Disembark) {
                Movement.disembark(s, ev);
            } else if (c instanceof Choice.EnterFortification f) {
                Movement.enterFortification(s, f, ev);
            } else if (c instanceof Choice.RemoveWire) {
                Movement.removeWire(s, ev);
            } else if (c instanceof Choice.PushWreck w) {
                toi.engine.game.rules.WreckedVehicles.push(s, w, ev); // 003 · WRECKED VEHICLES
            } else if (c instanceof Choice.ExitBoard) {
                Movement.exitBoard(s, ev);
            } else if (c instanceof Choice.EngineerWork w) {
                Movement.engineerWork(s, w, ev);
            } else if (c instanceof Choice.Assault a) {
                Movement.assault(s, a, ev);
            } else {
                throw wrong(d, c);
            }
        }

        /** The active unit's attack (or the minefield it entered) has done its hits: what follows for the unit. */
        @Override
        void afterHits(GameState s, PendingHits ph, List<Event> ev) {
            switch (ph.cause()) {
                case CONCENTRATED_FIRE -> { // 000 · Concentrated Fire: the firers are fatigued; the action is over
                    Fire.fatigueFirers(s, ph.breakdown(), false);
                    s.endAction();
                }
                case FIRE_AND_MOVEMENT -> {
                    if (s.activity().moved()) {
                        Movement.endActivation(s, ev); // moved, then attacked: the activation is over
                    }
                }
                case MINEFIELD -> Movement.afterMinefield(s, ev);
                default -> super.afterHits(s, ph, ev);
            }
        }
    },
    /** 000 · THE ACTION PHASE: the side (in team games the division) to act takes an action, or passes. */
    ACTION {
        Decision decision(GameState s, boolean withOptions) {
            String actor = s.actor(s.turn, s.turnDivision); // the prompt is written when read, from these values
            String left = s.actionsUnlimited() ? "an unlimited number of actions" : s.actionsLeft + " left"; // 000 · THE ACTION PHASE
            return Decision.ofListing(s.turn, s.turnDivision, Decision.Kind.ACTION,
                    () -> actor + "'s action turn (" + left + ")",
                    withOptions ? Decisions.actionOptions(s) : List.of());
        }

        void answer(GameState s, Decision d, Choice c, List<Event> ev) {
            if (c instanceof Choice.Pass) {
                String actor = s.actor(s.turn, s.turnDivision);
                ev.add(new Event.Passed(actor, "declares the Action Phase over", "000 · End of the Action Phase"));
                s.passed.add(actor);
                s.turnDue = true; // the driver moves the turn on
            } else if (c instanceof Choice.Act a) {
                Actions.act(s, a, ev);
            } else {
                throw wrong(d, c);
            }
        }
    };

    /** The decision this frame asks; {@code withOptions} lists the legal choices too (else the list is empty: cheap). */
    abstract Decision decision(GameState s, boolean withOptions);

    /** The answer to {@code d}, this frame's decision; refused (IllegalChoice) when the rules forbid it, the state then to be dropped. */
    abstract void answer(GameState s, Decision d, Choice c, List<Event> ev);

    /** What follows once the Strategy card draws this frame is waiting for are all made: only setup and the Status Phase. */
    void afterDraws(GameState s, List<Event> ev) {
        throw new IllegalStateException("draws done with " + this + " below them: no draws start here");
    }

    /**
     * What follows once the hits of an attack this frame started are all taken (the driver has closed the HITS frame
     * above it): only a moving unit, an op fire window and a card attack.
     */
    void afterHits(GameState s, PendingHits ph, List<Event> ev) {
        throw new IllegalStateException("hits done with " + this + " below them: no attack starts here");
    }

    /** The rules of the frame on top: the rule that has paused the game, else the phase's own frame. */
    static FrameRules top(GameState s) {
        return of(s.top());
    }

    private static final FrameRules[] BY_FRAME = new FrameRules[Frame.values().length];

    static {
        for (Frame f : Frame.values()) {
            BY_FRAME[f.ordinal()] = valueOf(f.name());
        }
    }

    /** The rules of frame {@code f}. */
    static FrameRules of(Frame f) {
        return BY_FRAME[f.ordinal()];
    }

    /** 000 · GAME SETUP step 7 and the Status Phase: which fresh units go into Op Fire mode. */
    private static void opFireMode(GameState s, Decision d, Choice c, List<Event> ev) {
        RoundPhases.opFireMode(s, expect(d, c, Choice.SetOpFire.class), ev);
    }

    /** The choice as the one kind the decision takes, or refused: it does not answer the decision. */
    private static <T extends Choice> T expect(Decision d, Choice c, Class<T> kind) {
        if (!kind.isInstance(c)) {
            throw wrong(d, c);
        }
        return kind.cast(c);
    }

    private static IllegalChoice wrong(Decision d, Choice c) {
        return new IllegalChoice("the game is waiting for " + d.nation() + ": " + d.prompt() + "; '" + c.text() + "' does not answer it");
    }
}
