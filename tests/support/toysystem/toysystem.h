#pragma once

// A game system that exists only for the tests: one kind of sheet ("toy-token": a name and a
// value from 0 to 10). It proves that the shared code — registry, campaign store, journal, undo,
// history, listing — works for a system that is not Blades, and that adding one needs nothing
// outside its own folder but its registration line.
#include "systems/gamesystem.h"

namespace sw::test {

void registerToySystem(systems::GameSystemRegistry &registry);

} // namespace sw::test
