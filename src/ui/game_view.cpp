// The GameView base has no code of its own; this unit gives moc a home for its signals.
#include "dogtable/ui/game_view.h"
