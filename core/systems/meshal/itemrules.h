#pragma once

// The item and identity parts of a Meshal sheet's check (rules 36–42, 46–47); used by
// sheetrules.cpp.
#include "systems/meshal/character.h"
#include "systems/meshal/pack.h"

namespace sw::meshal {

// Rules 36–42: carry limits, accessories, armour slots, body parts (module body_parts), sizes.
void checkItems(const Character &c, const MeshalPack &pack, QList<rules::Violation> &out);
// Rules 46–47: the required features, within what the species allows.
void checkIdentity(const Character &c, bool complete, QList<rules::Violation> &out);
// The accessory type of an item ("accessory.ring"), or empty.
QString accessoryType(const Item &item);

} // namespace sw::meshal
