package toi.engine.combat;

import java.util.List;
import toi.engine.hex.Hex;

/** 000 · ASSAULT ATTACKS step 1: the active squad, up to two supporting squads, the adjacent enemy hex. */
public record AssaultRequest(String attackerId, List<String> supporterIds, Hex targetHex) {
    public AssaultRequest {
        supporterIds = List.copyOf(supporterIds);
    }
}
