import { Frame, Landmark, type LucideIcon, Mail, MonitorPlay, Package, Palette, Shapes, UserCog } from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  artworks: Frame,
  artists: Palette,
  orders: Package,
  newsletter: Mail,
  users: UserCog,
  'hero-media': MonitorPlay,
  'payment-details': Landmark,
  'format-categories': Shapes,
};

export function tabIcon(id: string): LucideIcon {
  return icons[id] ?? Frame;
}
