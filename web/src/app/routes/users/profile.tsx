import { useState } from 'react';
import { Paper, Stack } from '@mantine/core';
import { ComingSoon } from '@/components/ui/coming-soon';
import { ImageUpload } from '@/components/ui/image-upload';

/**
 * Edit Profile (product §2.20). The profile form comes with the player records (issue 11);
 * until it does, the logged-in player's profile image can be set here (the upload writes
 * it at once; the page does not read the current one back yet).
 */
export default function ProfileRoute() {
  const [path, setPath] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <ComingSoon />
      <Paper withBorder p="md" radius="md">
        <ImageUpload label="Profile image" path={path} uploadPath="/v1/player/image" onChange={(answer) => setPath(answer.path)} />
      </Paper>
    </Stack>
  );
}
