#include "doglover/view/doglover_table.h"

namespace dogtable::games::doglover {

void registerView(ui::ViewRegistry& registry) {
    ui::ViewInfo info;
    info.id = "doglover";
    info.create = [](QWidget* parent) -> ui::GameView* { return new DogLoverTable(parent); };
    info.coverResource = ":/covers/doglover.svg";
    registry.add(std::move(info));
}

} // namespace dogtable::games::doglover
