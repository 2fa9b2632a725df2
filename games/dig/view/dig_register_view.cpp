#include "dig/view/dig_table.h"

namespace dogtable::games::dig {

void registerView(ui::ViewRegistry& registry) {
    ui::ViewInfo info;
    info.id = "dig";
    info.create = [](QWidget* parent) -> ui::GameView* { return new DigTable(parent); };
    info.coverResource = ":/covers/dig.svg";
    registry.add(std::move(info));
}

} // namespace dogtable::games::dig
