#pragma once

// The item and identity parts of a Meshal sheet's check (rules 36–42, 46–47); used by
// sheetrules.cpp.
#include "systems/meshal/character.h"
#include "systems/meshal/pack.h"

#include <utility>

namespace sw::meshal {

// Rules 36–42: carry limits, accessories, armour slots, body parts (module body_parts), sizes.
void checkItems(const Character &c, const MeshalPack &pack, QList<rules::Violation> &out);
// Rules 46–47: the required features, within what the species allows.
void checkIdentity(const Character &c, bool complete, QList<rules::Violation> &out);
// Rule 43 (W, L554 「主持人须确认在世界上没有别人拥有它」): a 唯一物品 exists once in the campaign:
// for each sheet, the unique items (matched by catalogue id, else by name) that another sheet also
// holds, or that it holds more than one of. Code meshal.item.unique_twice; params item, holders.
QList<rules::Violation> uniqueItemClashes(qint64 sheet, const QList<std::pair<qint64, Character>> &sheets);
// The accessory type of an item ("accessory.ring"), or empty.
QString accessoryType(const Item &item);

} // namespace sw::meshal
