#include "kennel/view/kennel_table.h"

#include <QKeyEvent>
#include <QPainter>

#include <algorithm>
#include <charconv>
#include <tuple>

#include "dogtable/ui/layout_device.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::kennel {

namespace {
constexpr std::size_t ix(int v) {
    return static_cast<std::size_t>(v);
}
QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}
QString breedQ(int b) {
    return QString::fromStdString(breedWord(b));
}
constexpr std::array<std::string_view, 12> kTypeNames{"",     "space",       "waiting",   "pendog",
                                                      "pen",  "waitingarea", "infirmary", "pool",
                                                      "slot", "box",         "button",    "rules"};
} // namespace

KennelTable::KennelTable(QWidget* parent)
    : ui::GameTable<KennelState>(QSize(1400, 900), QSize(720, 520), parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    // A frame repaints where the truck was and is (the map under it comes from the cached layer);
    // at the end it stands on the map again.
    followFlight(
        m_glide, [this] { return glideRect(); },
        [this] {
            m_glideRoute.clear();
            m_glideSeat = -1;
        },
        [this] {
            // The truck where it stops (with its wheels and outline).
            if (!hasView() || m_glideSeat < 0 || m_glideRoute.size() < 2) return QRectF();
            const QRectF body = truckBody(mapPoint(m_glideRoute.back()) + m_glideOffset);
            return body.adjusted(-3, -3, 3, m_truckR * 0.2 + 3);
        });
}

std::string KennelTable::idOf(const Item& it) {
    if (it.type == ItemType::None) return {};
    std::string id(kTypeNames[static_cast<std::size_t>(it.type)]);
    for (int v : {it.a, it.b, it.c}) {
        if (v < 0) break;
        id += "/" + std::to_string(v);
    }
    return id;
}

KennelTable::Item KennelTable::itemOf(std::string_view id) {
    Item it;
    const auto slash = id.find('/');
    const std::string_view head = id.substr(0, slash);
    for (std::size_t t = 1; t < kTypeNames.size(); ++t)
        if (kTypeNames[t] == head) it.type = static_cast<ItemType>(t);
    if (it.type == ItemType::None) return it;
    std::array<int*, 3> fields{&it.a, &it.b, &it.c};
    std::string_view rest = slash == std::string_view::npos ? std::string_view{} : id.substr(slash + 1);
    for (int* f : fields) {
        if (rest.empty()) break;
        const auto next = rest.find('/');
        const std::string_view part = rest.substr(0, next);
        int v = -1;
        if (std::from_chars(part.data(), part.data() + part.size(), v).ec != std::errc{}) return Item{};
        *f = v;
        rest = next == std::string_view::npos ? std::string_view{} : rest.substr(next + 1);
    }
    return it;
}

void KennelTable::onAction(const View& before, const Action& action, const std::vector<Event>& events) {
    (void)before;
    (void)action;
    if (ui::motionMs(250) <= 0) return;
    for (const auto& e : events) {
        if (e.kind != "truck_moved" || e.arg("steps", 0) < 2) continue;
        m_glideRoute.clear();
        for (int i = 0; i < e.arg("steps", 0); ++i)
            m_glideRoute.push_back(e.arg("n" + std::to_string(i)));
        m_glideSeat = e.seat;
        m_glide.start(250);
    }
}

QString KennelTable::rulesSection() const {
    static const std::vector<ui::RulesSection<Phase>> kSections = {
        {"phase-1-collect-dogs",
         {Phase::GasPurchase, Phase::Driving, Phase::ReturnBonus, Phase::ReceiveDraw}},
        {"arranging-pens-and-donating", {Phase::VetUnload, Phase::Arrange, Phase::Offer}},
        {"phase-2-actions", {Phase::PlaceWorker, Phase::BoxAction}},
        {"phase-3-end-of-round", {Phase::Starve, Phase::Salary}},
        {"scoring", {Phase::GameOver}},
    };
    return ui::sectionFor(kSections, view().phase, "setting-up");
}

// ===================================================================== click paths

namespace {
std::vector<std::vector<KennelTable::Item>> sequencesFor(const Action& a) {
    using Item = KennelTable::Item;
    using T = KennelTable::ItemType;
    auto button = [&](int b = -1, int c = -1) { return Item{T::Button, a.kind, b, c}; };
    switch (a.kind) {
    case kSwapDogs: {
        const Item play{T::Button, kSwapDogs, -1, -1};
        return {{play, Item{T::Space, a.arg(0)}, Item{T::Space, a.arg(1)}},
                {play, Item{T::Space, a.arg(1)}, Item{T::Space, a.arg(0)}}};
    }
    case kDrive:
        return {{Item{T::Space, a.arg(0)}, Item{T::Space, a.arg(0)}},
                {Item{T::Space, a.arg(0)}, button(a.arg(0))}};
    case kPlaceDog:
        return {{Item{T::Waiting, a.arg(0)}, Item{T::Pen, a.arg(1)}}};
    case kLiftDog:
        return {{Item{T::PenDog, a.arg(1), a.arg(0)}, Item{T::WaitingArea}}};
    case kDonate:
        if (a.arg(1) == 0) return {{Item{T::Waiting, a.arg(0)}, button(a.arg(0), 0)}};
        return {{Item{T::PenDog, a.arg(1), a.arg(0)}, button(a.arg(0), a.arg(1))}};
    case kDonateSick:
        return {{Item{T::Infirmary, a.arg(0)}, button(a.arg(0))}};
    case kPlaceWorker:
        if (a.arg(1) <= 1) return {{Item{T::Slot, a.arg(0), a.arg(1)}}};
        return {{Item{T::Box, a.arg(0)}}};
    case kCure:
        return {{Item{T::Infirmary, a.arg(0)}, Item{T::Pen, a.arg(1)}}};
    case kFairSell:
        return {{Item{T::PenDog, a.arg(1), a.arg(0)}, button(a.arg(2))}};
    case kFairBuy:
        return {{Item{T::Pool, a.arg(0)}, Item{T::Pen, a.arg(1)}}};
    case kFairTrade:
        return {{Item{T::PenDog, a.arg(1), a.arg(0)}, Item{T::Pool, a.arg(2)}, Item{T::Pen, a.arg(3)}}};
    case kStarve:
        return {{Item{T::PenDog, a.arg(0), a.arg(1)}}};
    default:
        return {{button(a.arg(0), a.arg(1))}};
    }
}

} // namespace

std::vector<std::string> KennelTable::stepsOf(const Action& a) const {
    // Drive: the space, then the button that names its cost (a second click on the space takes
    // the choice back). Dog Swap: the lower space first.
    std::vector<Item> seq = sequencesFor(a).front();
    if (a.kind == kDrive) seq = sequencesFor(a).back();
    std::vector<std::string> ids;
    for (const auto& it : seq)
        ids.push_back(idOf(it));
    return ids;
}

bool KennelTable::isNext(const Item& it) const {
    return isInteractive() && picker().isTarget(idOf(it));
}

std::vector<KennelTable::Item> KennelTable::chosenItems() const {
    std::vector<Item> out;
    for (const auto& id : picker().chosen())
        out.push_back(itemOf(id));
    return out;
}

bool KennelTable::swapping() const {
    const auto chosen = chosenItems();
    return !chosen.empty() && chosen.front().type == ItemType::Button && chosen.front().a == kSwapDogs;
}

void KennelTable::choiceChanged() {
    const auto chosen = chosenItems();
    if (swapping()) {
        // Dog Swap: the spaces chosen are the two tokens to swap, not a drive (the play test saw
        // "Drive to C1 for 1 gas: click the button…" with no such button).
        if (chosen.size() == 1)
            emit statusMessage(
                tr("Dog Swap: choose the first of the two spaces whose tokens change places."));
        else if (chosen.back().type == ItemType::Space)
            emit statusMessage(tr("Dog Swap: %1 chosen; now choose the second space (or %1 again to cancel).")
                                   .arg(qs(nodes()[ix(nodeOfSpace(chosen.back().a))].id)));
    } else if (!chosen.empty() && chosen.back().type == ItemType::Space && view().phase == Phase::Driving &&
               view().toAct >= 0) {
        std::vector<int> route;
        const int cost = routeCost(view(), view().kennels[ix(view().toAct)].truck, chosen.back().a, &route);
        // %n: the count takes its noun's form in every language (play test: Polish "za 1 paliwa").
        emit statusMessage(tr("Drive to %1 for %n gas: choose the button to confirm (or the space "
                              "again to cancel).",
                              nullptr, cost)
                               .arg(qs(nodes()[ix(nodeOfSpace(chosen.back().a))].id)));
    }
    refreshItems(); // the buttons follow the choice
}

void KennelTable::hoverChanged(const ui::TableItem* item) {
    // The route preview (drawn under the map's spaces, in the layer) follows the pointer from
    // space to space; the pointer on anything else leaves the table as it is.
    const std::string id = item != nullptr ? item->id : std::string();
    const auto space = [](const std::string& i) { return !i.empty() && itemOf(i).type == ItemType::Space; };
    if (hasView() && view().phase == Phase::Driving && (space(id) || space(m_hoverShown))) invalidateTable();
    m_hoverShown = id;
}

QString KennelTable::labelOf(const Action& a) const {
    const auto steps = stepsOf(a);
    const Item last = itemOf(steps.back());
    if (last.type == ItemType::Button) return buttonLabel(last);
    return ui::GameTable<KennelState>::labelOf(a);
}

void KennelTable::explainItem(const ui::TableItem& item) {
    const Item it = itemOf(item.id);
    if (it.type == ItemType::Rules) {
        emit rulesRequested(rulesSection());
        return;
    }
    std::optional<Action> candidate;
    const auto chosen = chosenItems();
    const Item* last = chosen.empty() ? nullptr : &chosen.back();
    using T = ItemType;
    if (it.type == T::Pen && !last) {
        // No dog chosen: the rules say whether pens can be arranged now at all.
        int breed = 0;
        if (view().toAct >= 0)
            for (int b = 0; b < kBreeds; ++b)
                if (view().kennels[ix(view().toAct)].waiting[ix(b)] > 0) {
                    breed = b;
                    break;
                }
        candidate = Action(kPlaceDog, breed, it.a);
    } else if (it.type == T::Pen && last) {
        if (last->type == T::Waiting)
            candidate = Action(kPlaceDog, last->a, it.a);
        else if (last->type == T::Infirmary)
            candidate = Action(kCure, last->a, it.a);
        else if (last->type == T::Pool)
            candidate = Action(kFairBuy, last->a, it.a);
    } else if (it.type == T::Space) {
        candidate = Action(kDrive, it.a);
    } else if (it.type == T::Slot) {
        candidate = Action(kPlaceWorker, it.a, it.b);
    } else if (it.type == T::Box) {
        candidate = Action(kPlaceWorker, it.a, 0);
    } else if (it.type == T::PenDog && view().activeBox == DogFair) {
        candidate = Action(kFairSell, it.b, it.a, 0);
    } else if (it.type == T::PenDog && view().phase == Phase::Arrange) {
        candidate = Action(kLiftDog, it.b, it.a);
    }
    if (!isInteractive() || !referee()) {
        ui::GameTable<KennelState>::explainItem(item);
        return;
    }
    QString why;
    if (candidate) why = referee()->whyNot(*candidate);
    if (why.isEmpty() && it.type == T::Pen && !last && view().phase == Phase::Arrange)
        why = tr("Choose a waiting dog first, then the pen for it.");
    if (why.isEmpty()) why = tr("Not possible now. %1").arg(QString::fromStdString(view().status));
    emit statusMessage(why);
}

void KennelTable::paintLook(QPainter& p, const ui::TableItem& item, Look look) {
    const double r = item.index > 0 ? item.index : 5;
    const bool space = item.kind == static_cast<int>(ItemType::Space);
    switch (look) {
    case Look::Target:
        if (item.kind == static_cast<int>(ItemType::Button)) break; // buttons are lit by being there
        ui::drawLegalHighlight(p, space ? item.rect.adjusted(-3, -3, 3, 3) : item.rect, r);
        break;
    case Look::Chosen:
        ui::drawHoverOutline(p, space ? item.rect.adjusted(-5, -5, 5, 5) : item.rect.adjusted(-2, -2, 2, 2),
                             r);
        break;
    case Look::Hover:
        if (item.kind == static_cast<int>(ItemType::None) || item.kind == static_cast<int>(ItemType::Button))
            break; // explanations only have a tooltip; buttons light up themselves
        ui::drawHoverOutline(p, space ? item.rect.adjusted(-2, -2, 2, 2) : item.rect, r);
        break;
    case Look::Hint:
    case Look::Focus:
        if (space) { // round, as the space (a square ring's corners ran over a name beside it)
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setBrush(Qt::NoBrush);
            const auto ring = [&](const QPen& pen, double grow) {
                p.setPen(pen);
                p.drawRoundedRect(item.rect.adjusted(-grow, -grow, grow, grow), r + grow, r + grow);
            };
            if (look == Look::Hint) {
                ring(QPen(QColor("#8e44ad"), 3.5, Qt::DashLine), 5); // as the kit's hint ring
            } else {
                ring(QPen(QColor("#ffffff"), 5.0), 6); // as the kit's focus ring
                ring(QPen(QColor("#111111"), 2.5, Qt::DashLine), 6);
            }
            p.restore();
            break;
        }
        ui::GameTable<KennelState>::paintLook(p, item, look);
        break;
    default:
        ui::GameTable<KennelState>::paintLook(p, item, look);
        break;
    }
    // The space's name and reward badge lie over its glow and frames (play tester D: the glow
    // washed out "C4" and its reward).
    if (space) {
        const int s = itemOf(item.id).a;
        for (int node = 0; node < nodeCount(); ++node)
            if (nodes()[ix(node)].kind == NodeKind::Footprint && spaceOfNode(node) == s)
                paintSpaceLabel(p, node);
    }
}

void KennelTable::buildItems(ui::HitMap& items) {
    if (!hasView()) return;
    ui::LayoutDevice scratch{QImage(1, 1, QImage::Format_ARGB32_Premultiplied)}; // shows nothing
    QPainter p(&scratch);
    m_collect = &items;
    paintAll(p);
    m_collect = nullptr;
}

void KennelTable::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_F1) {
        emit rulesRequested(rulesSection());
        return;
    }
    ui::GameTable<KennelState>::keyPressEvent(event);
}

std::string KennelTable::blindCommand() const {
    // Enter with no cursor shown presses the only button (Help > Keyboard) when it finishes a step;
    // a button that changes the game is deliberate (addHit) and never pressed so.
    return m_buttons.size() == 1 ? idOf(m_buttons.front().item) : std::string();
}

bool KennelTable::arrowStop(const ui::TableItem& item) const {
    if (item.kind == static_cast<int>(ItemType::None)) return false; // an explanation: its tooltip
    if (!isInteractive() || picker().targets().empty()) return true;
    return picker().isTarget(ui::stepOf(item));
}

QString KennelTable::buttonLabel(const Item& it) const {
    const auto res = [](int i) { return QString::fromStdString(resourceWord(tokenResource(i))); };
    const PlayerState* me = view().toAct >= 0 ? &view().kennels[ix(view().toAct)] : nullptr;
    switch (it.a) {
    case kBuyGas:
        // Two counts, each with its own plural form ("Kup 6 paliw (2 monety)").
        return it.b == 0 ? tr("No gas")
                         : tr("Buy %1 (%2)")
                               .arg(tr("%n gas", nullptr, kGasPerCoin * it.b),
                                    it.b == 1 ? tr("%n coin", nullptr, 1) : tr("%n coins", nullptr, it.b));
    case kSwapDogs:
        return tr("Play Dog Swap");
    case kReceiveDog:
        return it.b ? tr("Receive 1 Dog (country)") : tr("Receive 1 Dog (city)");
    case kDrive:
        return tr("Drive here (%1 gas)").arg(me ? routeCost(view(), me->truck, it.b) : 0);
    case kReturnHome:
        return tr("Return home (%1 gas)").arg(kReturnGas);
    case kStayHome:
        return tr("Stay home");
    case kBonusToken:
        return tr("Bonus: 1 %1").arg(res(it.b));
    case kUseVet:
        return it.b ? tr("Play Vet card") : tr("Keep the Vet card");
    case kAutoArrange:
        return tr("Arrange for me");
    case kArrangeDone:
        return tr("Done arranging");
    case kDonate:
        return tr("Donate this %1").arg(breedQ(it.b));
    case kDonateSick:
        return tr("Donate this sick %1").arg(breedQ(it.b));
    case kAcceptDog:
        return tr("Take the dog");
    case kRefuseDog:
        return tr("Decline");
    case kBuildPen:
        return it.b ? (kDiscountPenCost == 1
                           ? tr("Build pen %1 with Discount (%n coin)", nullptr, 1)
                           : tr("Build pen %1 with Discount (%n coins)", nullptr, kDiscountPenCost))
                          .arg(me ? me->built + 1 : 0)
                    : (kPenCost == 1 ? tr("Build pen %1 (%n coin)", nullptr, 1)
                                     : tr("Build pen %1 (%n coins)", nullptr, kPenCost))
                          .arg(me ? me->built + 1 : 0);
    case kWarehouseSwap:
        return tr("1 %1 → 1 %2").arg(res(it.b), res(it.c));
    case kPetShopBuy: {
        const int food = petShopFood(it.b), medicine = petShopMedicine(it.b);
        const QString mix = medicine == 0 ? tr("%1 food").arg(food)
                            : food == 0   ? tr("%1 medicine").arg(medicine)
                                          : tr("%1 food + %2 medicine").arg(food).arg(medicine);
        return (kPetShopCost == 1 ? tr("%1 (%n coin)", nullptr, 1)
                                  : tr("%1 (%n coins)", nullptr, kPetShopCost))
            .arg(mix);
    }
    case kFairSell:
        return it.b == 0   ? tr("Sell (%n coins)", nullptr, fairSalePrice(it.b))
               : it.b == 1 ? tr("Sell with Trained Dog (%n coins)", nullptr, fairSalePrice(it.b))
               : it.b == 2 ? tr("Sell with Award-winning Dog (%n coins)", nullptr, fairSalePrice(it.b))
                           : tr("Sell with Trained Dog and Award-winning Dog (%n coins)", nullptr,
                                fairSalePrice(it.b));
    case kEndAction:
        return tr("End action");
    case kPaySalary:
        if (me && !me->helper)
            return it.b ? tr("Rehire with Helper card")
                        : (kSalary == 1 ? tr("Rehire (%n coin)", nullptr, 1)
                                        : tr("Rehire (%n coins)", nullptr, kSalary));
        return it.b ? tr("Pay with Helper card")
                    : (kSalary == 1 ? tr("Pay salary (%n coin)", nullptr, 1)
                                    : tr("Pay salary (%n coins)", nullptr, kSalary));
    case kSkipRehire:
        return tr("Do not rehire");
    default:
        return {}; // every button kind is named above
    }
}

QString KennelTable::buttonTip(const Item& it) const {
    switch (it.a) {
    case kSwapDogs:
        return tr("%1 Then choose the two spaces.").arg(qs(cardHelp(DogSwapCard)));
    case kReceiveDog:
        return qs(cardHelp(ReceiveDogCard));
    case kUseVet:
        return qs(cardHelp(VetCard));
    case kAutoArrange:
        return tr("Places every dog in the arrangement that scores the most, and finishes.");
    case kReturnHome:
        return tr("Costs %n gas from anywhere. First and last trucks home take a bonus token "
                  "(both, if one truck is first and last).",
                  nullptr, kReturnGas);
    case kStayHome:
        return tr("Only before driving. If every player stays home, this round is the last.");
    case kPaySalary:
        return qs(cardHelp(HelperCard));
    case kWarehouseSwap: {
        const auto res = [](int i) { return QString::fromStdString(resourceWord(tokenResource(i))); };
        return tr("Warehouse: trade 1 %1 token for 1 %2 token.").arg(res(it.b), res(it.c));
    }
    case kFairSell:
        return it.b == 3 ? qs(cardHelp(TrainedDogCard)) + QStringLiteral(" ") + qs(cardHelp(AwardDogCard))
                         : qs(cardHelp(it.b == 1 ? TrainedDogCard : AwardDogCard));
    default:
        return {};
    }
}

// ----- the parts of the table that are buttons: the button strip and the donation offer

void KennelTable::paintButtons(QPainter& p) {
    m_buttons.clear();
    if (isInteractive())
        for (const auto& id : picker().targets()) {
            const Item it = itemOf(id);
            if (it.type == ItemType::Button && it.a != kAcceptDog && it.a != kRefuseDog)
                m_buttons.push_back({it, buttonLabel(it), buttonTip(it)});
        }
    double x = 10;
    const double y = m_buttonRect.top() + 4, hgt = m_buttonRect.height() - 8;
    QFont f = ui::uiFont(13, true);
    p.setFont(f);
    const QFontMetricsF fm(f);
    if (isInteractive() && picker().started()) {
        p.setPen(QColor("#EEF3EE"));
        fitText(p, QRectF(x, y, 150, hgt), tr("Esc: cancel selection"), Qt::AlignVCenter | Qt::AlignLeft, 12);
        x += 150;
    }
    // Every button gets a place: on a narrow table they share the strip's width rather than a last
    // one being left off (the keyboard game test found "End action" missing at 1024x700). Short
    // buttons keep their width and the long ones share what is left, their words on two lines
    // when one is too short (at 1024 wide "Ativar a baia 3 com Desconto (1 moeda)" was cut).
    const double room =
        m_buttonRect.right() - 10 - x - 8.0 * std::max<double>(0, double(m_buttons.size()) - 1);
    std::vector<double> widths;
    for (const auto& b : m_buttons)
        widths.push_back(std::min(420.0, fm.horizontalAdvance(b.label) + 24));
    {
        std::vector<std::size_t> order(widths.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return widths[a] < widths[b]; });
        double left = std::max(0.0, room);
        for (std::size_t k = 0; k < order.size(); ++k) {
            const double share = left / static_cast<double>(order.size() - k);
            widths[order[k]] = std::min(widths[order[k]], share);
            left -= widths[order[k]];
        }
    }
    for (std::size_t i = 0; i < m_buttons.size(); ++i) {
        const auto& b = m_buttons[i];
        const double bw = widths[i];
        if (x + bw > m_buttonRect.right() - 10 + 0.5) break;
        const QRectF r(x, y, bw, hgt);
        paintButton(p, r, b.label, false); // the hovered one is drawn over the layer (paintHover)
        addHit(b.item, r, b.tip);
        x += bw + 8;
    }
}

void KennelTable::paintButton(QPainter& p, const QRectF& r, const QString& label, bool hover) const {
    p.setPen(QPen(QColor("#3D5A80"), hover ? 2.5 : 1.2));
    p.setBrush(hover ? QColor("#D6E4F5") : QColor("#F3F7FC"));
    p.drawRoundedRect(r, 6, 6);
    p.setPen(ui::textColour());
    const QFontMetricsF smallest(ui::uiFont(11, true));
    const QRectF words = r.adjusted(6, 0, -6, 0);
    if (smallest.horizontalAdvance(label) <= words.width())
        fitText(p, words, label, Qt::AlignCenter, 13, true);
    else
        fitText(p, r.adjusted(3, 0, -3, 0), label, Qt::AlignCenter | Qt::TextWordWrap, 11, true);
}

void KennelTable::paintHover(QPainter& p, const ui::TableItem& item) {
    // A button of the strip under the pointer: drawn again with its hover look above the cached
    // layer (which always shows it at rest), so a hover change never paints the table again.
    if (!hasView() || itemOf(item.id).type != ItemType::Button) return;
    for (const auto& b : m_buttons)
        if (idOf(b.item) == item.id) {
            p.setRenderHint(QPainter::Antialiasing);
            p.setFont(ui::uiFont(13, true));
            paintButton(p, item.rect, b.label, true);
            return;
        }
}

void KennelTable::paintOffer(QPainter& p) {
    if (view().phase != Phase::Offer || view().offerBreed < 0) return;
    const QRectF r(m_mapRect.center().x() - 220, m_mapRect.center().y() - 70, 440, 140);
    p.save();
    p.setPen(QPen(QColor("#34495E"), 2));
    p.setBrush(QColor(255, 255, 255, 245));
    p.drawRoundedRect(r, 10, 10);
    p.setPen(ui::textColour());
    const QString from =
        view().offerFrom >= 0 ? QString::fromStdString(view().names[ix(view().offerFrom)]) : QString();
    const QString to = view().toAct >= 0 ? QString::fromStdString(view().names[ix(view().toAct)]) : QString();
    fitText(p, QRectF(r.left() + 12, r.top() + 8, r.width() - 24, 22), tr("Donation"), Qt::AlignCenter, 16,
            true);
    fitText(p, QRectF(r.left() + 12, r.top() + 34, r.width() - 70, 40),
            (view().offerSick
                 ? tr("%1 has no room and donates a %2 (sick, for your infirmary). %3, do you take it?")
                 : tr("%1 has no room and donates a %2. %3, do you take it?"))
                .arg(from, breedQ(view().offerBreed), to),
            Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, 13);
    paintDogToken(p, QRectF(r.right() - 52, r.top() + 36, 36, 36), view().offerBreed,
                  view().offerSick ? 1 : 0);
    const QRectF yes(r.left() + 40, r.bottom() - 44, 160, 32), no(r.right() - 200, r.bottom() - 44, 160, 32);
    for (const auto& [rect, kind, label] :
         {std::tuple{yes, kAcceptDog, tr("Take the dog")}, std::tuple{no, kRefuseDog, tr("Decline")}}) {
        const Item it{ItemType::Button, kind, 0, 0};
        const bool live = isInteractive() && isNext(it);
        p.setPen(QPen(QColor("#3D5A80"), live ? 2 : 1));
        p.setBrush(live ? QColor("#EAF2FB") : QColor("#EEEEEE"));
        p.drawRoundedRect(rect, 6, 6);
        p.setPen(ui::textColour());
        fitText(p, rect, label, Qt::AlignCenter, 13, true);
        addHit(it, rect,
               kind == kAcceptDog
                   ? tr("You may rearrange your pens to make room.")
                   : tr("The offer passes on clockwise; if nobody takes it, it goes to the Dog Fair."));
    }
    p.restore();
}

int KennelTable::kennelSeatShown(int slot) const {
    return slot;
}

void registerView(ui::ViewRegistry& registry) {
    ui::addTable<KennelTable>(registry, "kennel");
}

} // namespace dogtable::games::kennel
