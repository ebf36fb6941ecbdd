/**
 * The decision protocol every ruleset implements (docs/architecture.md · One protocol; /DESIGN: "Every game on one
 * protocol"). A {@link toi.protocol.Ruleset} starts and rebuilds {@link toi.protocol.Match}es; a match says whose
 * decision is pending and what may be chosen ({@link toi.protocol.Pending}, {@link toi.protocol.Option}), applies a
 * seat's choice to typed {@link toi.protocol.GameEvent}s or refuses it naming the rule ({@link toi.protocol.Refused}),
 * answers each seat's view with what that seat may know, makes determinised copies for search, previews a choice and
 * hashes its state. The server, the terminal, the simulator, the tournament and the computer players are written
 * once against these types; nothing here knows a rule of either game.
 */
package toi.protocol;
