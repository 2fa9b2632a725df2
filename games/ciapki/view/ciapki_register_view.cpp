#include "ciapki/view/ciapki_table.h"

namespace dogtable::games::ciapki {

void registerView(ui::ViewRegistry& registry) {
    ui::ViewInfo info;
    info.id = "ciapki";
    info.create = [](QWidget* parent) -> ui::GameView* { return new CiapkiTable(parent); };
    info.coverResource = ":/covers/ciapki.svg";
    registry.add(std::move(info));
}

} // namespace dogtable::games::ciapki
